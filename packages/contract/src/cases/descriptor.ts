import type { FinancialColumn } from '../financial-report';
import type { PermissionCode } from '../permissions';
import type { MailboxTypeValue } from '../settings-mail/mailboxes';
import type { CaseKind } from './kernel';

/** Where a kind's cases are worked on: the code that opens its pages, and how one case is linked. */
export interface CaseKindPages {
  code: PermissionCode;
  list: string;
  /** The page of one case: the detail route, and the query field naming the case. */
  detail: string;
  by: 'id' | 'orderNo';
}

/**
 * Everything about an after-sales kind besides its states, said once (docs/adding-a-case-kind.md):
 * the menu, the queue, the order page's buttons, the report's columns and the server's kernel all
 * read it from here.
 */
export interface CaseKindDescriptor<S extends string = string> extends CaseKind<S> {
  /** How an operator names one case of the kind, in English records and refusals: 'Refund'. */
  label: string;
  /** Who hears of each change (the mailboxes of this emailType). */
  mailbox: MailboxTypeValue;
  /** The translation area of the kind's screens; its states' words are `<area>.statuses.<STATE>`. */
  area: string;
  pages: CaseKindPages;
  /**
   * An Operation desk (1005-x): its list and detail pages sit in the Operation menu under the titles
   * `menu.<key>` and `menu.<key>Detail`, the list at `place` among the desks, and its code opens order
   * details too. Kinds without it have their pages written in the menu tree (rebooks and disruptions
   * live under Order Manage).
   */
  operationMenu?: { key: string; place: number };
  /** The financial report's column its money lands in; a kind that moves no money has none. */
  column?: FinancialColumn;
  /**
   * A button on an order's details that opens the kind's add form with the order filled in:
   * `cases.fromOrder.<key>` its text, `picks` whether the passengers and flights picked there go
   * along, `place` its place among those buttons.
   */
  fromOrder?: { key: string; picks: boolean; place: number };
}

export function describeCaseKind<const S extends string>(kind: CaseKindDescriptor<S>): CaseKindDescriptor<S> {
  return kind;
}
