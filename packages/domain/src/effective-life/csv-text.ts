/**
 * RFC 4180 records of a CSV text, as the import's reader hands them over (docs/product/import-export.md): quoted
 * fields, doubled quotes, separators and line breaks inside quotes, CRLF or LF. Pure and total: any text answers
 * records (an unclosed quote runs to the end of the text), never an exception, so a bad upload is a problem to show.
 */
export interface CsvTextRecord {
  /** 1-based line of the text where the record starts. */
  line: number;
  cells: string[];
}

export function csvRecordsOf(text: string): CsvTextRecord[] {
  const records: CsvTextRecord[] = [];
  // A UTF-8 byte-order mark is not part of the first heading.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endRecord = () => {
    cells.push(field);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: startLine, cells });
    cells = [];
    field = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRecord();
      line++;
      startLine = line;
    } else field += ch;
  }
  if (field !== '' || cells.length > 0) endRecord();
  return records;
}
