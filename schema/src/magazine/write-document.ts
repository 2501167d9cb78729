import type { MagazineBlockNode, MagazineInlineNode, MagazineListItem, MagazineMark } from './document';

/**
 * Short functions that write document blocks (`magazineDocumentSchema`) so content kept in the
 * repository reads like text: `p('mit **fett**, *kursiv* und [Link](/games/brettspiele/azul)')`,
 * `h2('…')`, `ul('…', '…')`. The demo magazine posts and the static pages' shipped texts use them.
 */

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

/** Text with `**bold**`, `*italic*` and `[text](href)` as text nodes with their marks. */
function inline(text: string): MagazineInlineNode[] {
  const nodes: MagazineInlineNode[] = [];
  const plain = (value: string, marks?: MagazineMark[]) => {
    if (value) nodes.push(marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    plain(text.slice(last, match.index));
    if (match[1] !== undefined) plain(match[1], [{ type: 'bold' }]);
    else if (match[2] !== undefined) plain(match[2], [{ type: 'italic' }]);
    else plain(match[3]!, [{ type: 'link', attrs: { href: match[4]! } }]);
    last = match.index + match[0].length;
  }
  plain(text.slice(last));
  return nodes;
}

export const p = (text: string): MagazineBlockNode => ({ type: 'paragraph', content: inline(text) });
export const h2 = (text: string): MagazineBlockNode => ({
  type: 'heading',
  attrs: { level: 2 },
  content: inline(text),
});
export const h3 = (text: string): MagazineBlockNode => ({
  type: 'heading',
  attrs: { level: 3 },
  content: inline(text),
});

const item = (text: string): MagazineListItem => ({ type: 'listItem', content: [p(text)] });
export const ul = (...items: string[]): MagazineBlockNode => ({
  type: 'bulletList',
  content: items.map(item),
});
export const ol = (...items: string[]): MagazineBlockNode => ({
  type: 'orderedList',
  content: items.map(item),
});
export const quote = (...paragraphs: string[]): MagazineBlockNode => ({
  type: 'blockquote',
  content: paragraphs.map(p),
});
export const hr: MagazineBlockNode = { type: 'horizontalRule' };
