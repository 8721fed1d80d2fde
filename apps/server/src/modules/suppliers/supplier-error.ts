import type { SupplierErrorKind, SupplierWarning } from '@ota/contract';

/** Why a call to one airline wrapper gave no usable answer. */
export class SupplierError extends Error {
  readonly wrapperName?: string;
  readonly kind: SupplierErrorKind;
  /** HTTP status and the wrapper's own error code, when it answered with a refusal. */
  readonly status?: number;
  readonly code?: string;

  constructor(init: {
    kind: SupplierErrorKind;
    message: string;
    wrapperName?: string;
    status?: number;
    code?: string;
  }) {
    super(init.message);
    this.name = 'SupplierError';
    this.kind = init.kind;
    this.wrapperName = init.wrapperName;
    this.status = init.status;
    this.code = init.code;
  }

  toWarning(fallbackName: string): SupplierWarning {
    return { wrapperName: this.wrapperName ?? fallbackName, kind: this.kind, message: this.message };
  }
}

export function isSupplierError(error: unknown): error is SupplierError {
  return error instanceof SupplierError;
}
