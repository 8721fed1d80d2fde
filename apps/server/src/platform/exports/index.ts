/** One export streamer for every list and report (docs/decisions/0014). */
export { csvChunks, type CsvCopySource } from './copy-csv';
export {
  CSV_TYPE,
  XLSX_TYPE,
  attachment,
  csvStream,
  sendFile,
  started,
  xlsxStream,
  type ExportFile,
  type SheetColumn,
} from './file-streams';
export { keysetBatches, type Key } from './keyset-batches';
export { neutraliseCell, neutralisedText } from './spreadsheet-cells';
