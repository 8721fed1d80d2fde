/**
 * API routes not yet registered from a declaration (decision 0043): the server refuses to start with any
 * other undeclared route. Each module's conversion removes its lines; the set ends empty and goes.
 */
export const UNDECLARED_ROUTES: ReadonlySet<string> = new Set([
  // orders, flight search, airline policy, transactions, financial and refund reports, exchange rates
  'GET /edreams/financial/export',
  'GET /edreams/financial/exportCsv',
  'GET /edreams/refund/exportCsv',
  'GET /edreams/refund/exportRefundOrderInfo',
  'GET /exchangeRate/pageList',
  'GET /financial/export',
  'GET /financial/exportCsv',
  'GET /userTransactionRecord/balanceSeries',
  'GET /userTransactionRecord/kiwiExport',
  'GET /userTransactionRecord/update',
  'POST /edreams/financial/addFinancialData',
  'POST /edreams/financial/queryData',
  'POST /edreams/refund/queryData',
  'POST /exchangeRate/add',
  'POST /exchangeRate/import',
  'POST /financial/queryData',
  'POST /userTransactionRecord/pageList',
  'POST /userTransactionRecord/topUp',
]);
