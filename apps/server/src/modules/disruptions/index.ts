/**
 * The disruptions module's public face: what another module may know of the disruptions an order is
 * on (the rebooks read it), never through the disruption tables.
 */
export {
  awaitingDecision,
  disruptedFlightsOf,
  hasDecisionPending,
  latestDisruptionOf,
} from './order-disruptions';
export { compensationBasisOf, type DisruptionCompensationBasis } from './order-compensation';
