-- Every offer feed rewrites the price statistics of the products it touches (a first load of
-- 1M offers: ~290k rows, all of them created empty by the product feed). With half of each page
-- free a row's new version fits next to the old one (HOT): no primary-key entry per update
-- and no new pages (measured on 284k rows: 1.0 s -> 0.57 s). Applies to pages written from now on.
ALTER TABLE "product_price_stats" SET (fillfactor = 50);
