/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark, and cells
 * that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return)
 * prefixed with an apostrophe.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
