/** One export streamer for every list and report (docs/decisions/0014, 0036). */
export { copyStatement, csvChunks, type CopyTarget, type CsvCopySource } from './copy-csv';
export { dayCopySource, type DayRange } from './day-batches';
export {
  eurHeading,
  exportColumns,
  type BoundColumn,
  type Cell,
  type ExportColumn,
  type Heading,
} from './export-columns';
export { layoutCsv, layoutXlsx, type Totals } from './export-files';
export { exportLayout, type ExportLayout, type TrailerLine } from './export-layout';
export { exportTexts, requestTexts, type ExportTexts } from './export-texts';
export {
  CSV_TYPE,
  XLSX_TYPE,
  attachment,
  csvStream,
  sendFile,
  started,
  type ExportFile,
  type Trailer,
} from './file-streams';
export { keysetBatches, type Key } from './keyset-batches';
export { neutraliseCell, neutralisedText } from './spreadsheet-cells';
export { xlsxStream, type SheetColumn } from './xlsx-writer';
