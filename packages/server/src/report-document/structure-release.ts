/**
 * Lets go of a table row's structure elements once pdfkit has written them (docs/report-document.md "Speed"), so
 * that a table of 55,000 asset lines keeps a few bytes per row until the document ends rather than about 540.
 *
 * pdfkit 0.20.2 writes a row's TR and TD as soon as the row is added to its table (js/pdfkit.js,
 * `PDFStructureElement`: an element made with its children is ended at once, and `setParent` calls `_flush`, which
 * writes an ended element with a parent: `this.dictionary.end()`, `_flushed = true`). What it keeps after that is
 * only what later writes read: the table's `_children` (the table's `_flush` at its end asks each child
 * `_isFlushable()`, which reads `dictionary.data.P`, and writes `child.dictionary` into its /K), and the page's
 * parent-tree array (`getStructParentTree().get(pageRef.data.StructParents)[mcid]`, set by
 * `_addContentToParentTree`), written at the document's end by `PDFObject.convert`, which writes any
 * `PDFAbstractReference` as its `toString()`: "12 0 R". Those held the whole written objects (their dictionaries,
 * their parents' through /P). This replaces them with the least that gives the same bytes: a reference that knows
 * its number, and for the table a written element holding it. Every assumption is checked before anything is
 * replaced; when one fails (another pdfkit), nothing is replaced and the row is kept as before.
 * `structure-release.test.ts` fails when an assumption no longer holds.
 */

interface PdfReference {
  id: number;
  gen: number;
  data: { P?: unknown; StructParents?: number };
}

interface WrittenElement {
  dictionary: PdfReference;
  _ended: boolean;
  _flushed: boolean;
  _children: unknown[];
}

interface StructureContent {
  refs: { pageRef: PdfReference; mcid: number }[];
}

interface ParentTrees {
  getStructParentTree(): { get(key: number): unknown[] | undefined };
}

/** What the table's end reads of a written child: it has a parent. */
const WRITTEN_DATA = Object.freeze({ P: true });
const NO_CHILDREN: unknown[] = Object.freeze([]) as unknown as unknown[];

type CompactReference = new (id: number, gen: number) => PdfReference;
let compactOf: { base: object; make: CompactReference } | null = null;

/** A reference written as "id gen R", of pdfkit's `PDFAbstractReference` (the class of `like`'s parent class). */
function compactReference(like: PdfReference): PdfReference {
  const base = Object.getPrototypeOf(Object.getPrototypeOf(like)) as { constructor: new () => object };
  if (compactOf?.base !== base) {
    const Base = base.constructor;
    class Compact extends Base {
      constructor(
        readonly id: number,
        readonly gen: number,
      ) {
        super();
      }
      get data() {
        return WRITTEN_DATA;
      }
      override toString() {
        return `${this.id} ${this.gen} R`;
      }
    }
    compactOf = { base, make: Compact as unknown as CompactReference };
  }
  return new compactOf.make(like.id, like.gen);
}

const isWritten = (e: WrittenElement) =>
  e._ended === true && e._flushed === true && Array.isArray(e._children) && e._children.length === 0;

/**
 * After `table.add(tr)` of a row whose TR holds one TD of `content`: when pdfkit has written both, replaces them
 * where it keeps them (the table's last child, the parent tree's entries of `content`) by their compact forms.
 * Answers whether it did.
 */
export function releaseWrittenRow(
  doc: unknown,
  table: unknown,
  tr: unknown,
  td: unknown,
  content: unknown,
): boolean {
  const row = tr as WrittenElement;
  const cell = td as WrittenElement;
  const children = (table as WrittenElement)._children;
  const refs = (content as StructureContent).refs;
  const trees = doc as ParentTrees;
  if (!isWritten(row) || !isWritten(cell) || !Array.isArray(children) || children.at(-1) !== tr) return false;
  if (!Array.isArray(refs) || typeof trees.getStructParentTree !== 'function') return false;
  const tree = trees.getStructParentTree();
  const entries = refs.map(({ pageRef, mcid }) => {
    const key = pageRef?.data?.StructParents;
    return { list: key === undefined ? undefined : tree.get(key), mcid };
  });
  if (entries.some(({ list, mcid }) => !Array.isArray(list) || list[mcid] !== cell.dictionary)) return false;
  if (typeof row.dictionary?.id !== 'number' || typeof cell.dictionary?.id !== 'number') return false;
  const cellReference = compactReference(cell.dictionary);
  for (const { list, mcid } of entries) (list as unknown[])[mcid] = cellReference;
  const written = Object.create(Object.getPrototypeOf(row)) as WrittenElement;
  written.dictionary = compactReference(row.dictionary);
  written._ended = true;
  written._flushed = true;
  written._children = NO_CHILDREN;
  children[children.length - 1] = written;
  return true;
}
