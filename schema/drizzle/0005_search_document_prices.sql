CREATE TABLE "search_document_prices" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"prices" jsonb NOT NULL
);
