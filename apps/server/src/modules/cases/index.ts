/** The case kernel's public face: every after-sales kind builds on these (docs/decisions/0023). */
export { createCaseKernel, type CaseKernel, type CaseMove, type CaseOpening } from './case-kernel';
export type { CaseChanges, CaseRecord, FlightCaseRecord } from './cases.repository';
export {
  createFlightCaseKernel,
  type FlightCaseKernel,
  type FlightCaseOpening,
  type FlightCaseStep,
  registerFlightCaseScope,
} from './flight-cases';
export { casePage, latestCaseOf, ordersWithCases, type CaseFilter, type OrderWithCases } from './case-page';
export * as caseReport from './case-report';
export { caseRow } from './case-row';
export { caseHeads } from './case-heads';
export { caseReferences } from './case-references';
