import type { CallDeclaration } from './define-call';
import { thresholdCalls } from './thresholds';

export * from './define-call';
export * from './thresholds';

/** Every declared call; the OpenAPI document lists these (decision 0043: the rest follow module by module). */
export const declaredCalls: readonly CallDeclaration[] = [...Object.values(thresholdCalls)];
