import { textWorkbook, XLSX_MIME, type TextRow } from '../../domain/sheetText';

/** Hands a file to the browser's downloads. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Writes text sheets into an .xlsx and downloads it; SheetJS loads only now, never with the first page. */
export async function saveTextWorkbook(
  filename: string,
  sheets: readonly { name: string; rows: readonly TextRow[] }[],
): Promise<void> {
  const XLSX = await import('xlsx');
  const data = XLSX.write(textWorkbook(XLSX.utils, sheets), {
    type: 'array',
    bookType: 'xlsx',
    compression: true,
  }) as ArrayBuffer;
  saveBlob(new Blob([data], { type: XLSX_MIME }), filename);
}
