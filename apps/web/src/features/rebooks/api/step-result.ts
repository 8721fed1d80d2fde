import type { RebookStatus } from '@ota/contract';

export interface StepResult {
  rebookNo: string;
  orderNo: string;
  status: RebookStatus;
}
