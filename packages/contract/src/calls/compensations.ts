import {
  COMPENSATION_CASE,
  compensationAddInput,
  compensationCancelInput,
  compensationDetail,
  compensationEditInput,
  compensationIdInput,
  compensationInnerInput,
  compensationPage,
  compensationPageQuery,
  compensationRow,
} from '../cases/compensations';
import { defineCall } from './define-call';

const compensations = { anyOf: [COMPENSATION_CASE.pages.code] } as const;

/** Order compensation (1005-7, docs/decisions/0028-compensation.md): every call is a JSON POST. */
export const compensationCalls = {
  page: defineCall({
    method: 'POST',
    path: '/order/compensation/page/list',
    access: compensations,
    encoding: 'json',
    input: compensationPageQuery,
    answer: compensationPage,
    summary: 'A page of compensation cases, newest first',
  }),
  detail: defineCall({
    method: 'POST',
    path: '/order/compensation/details',
    access: compensations,
    encoding: 'json',
    input: compensationIdInput,
    answer: compensationDetail,
    summary: 'A compensation case with its remark, latest reason, passengers and history',
  }),
  add: defineCall({
    method: 'POST',
    path: '/order/compensation/add',
    access: compensations,
    encoding: 'json',
    input: compensationAddInput,
    answer: compensationRow,
    summary: "Opens a compensation case on an order (from its disruption's EU261 band, or a complaint)",
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/order/compensation/cancel',
    access: compensations,
    encoding: 'json',
    input: compensationCancelInput,
    answer: compensationRow,
    summary: 'Cancels a compensation case, with the reason',
  }),
  edit: defineCall({
    method: 'POST',
    path: '/order/compensation/edit',
    access: compensations,
    encoding: 'json',
    input: compensationEditInput,
    answer: compensationRow,
    summary: 'Changes the amount asked or the remark before the claim goes out',
  }),
  innerUpdate: defineCall({
    method: 'POST',
    path: '/order/compensation/inner/update',
    access: compensations,
    encoding: 'json',
    input: compensationInnerInput,
    answer: compensationRow,
    summary: "Moves a compensation case: the assessment, the airline's answer, the payment, the closing",
  }),
};
