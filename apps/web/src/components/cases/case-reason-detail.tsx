import type { ReactNode } from 'react';
import type { CaseKind, CaseRecordRow } from '@ota/contract';
import type { CaseMove } from '../../lib/case-move';
import { CaseActions } from './case-actions';
import { CaseDetailLayout, type CaseDetailKind } from './case-detail';
import { CaseMoveModal } from './case-move-modal';

/** A kind whose moves ask nothing but, at most, a reason: how its buttons and move dialog read. */
export interface ReasonMoveKind<S extends string> extends CaseDetailKind {
  actionsTestId: string;
  /** The move dialog's form name (its fields' ids follow it). */
  moveForm: string;
  /** Moves that end the case without what was asked: red. */
  danger: readonly S[];
  /** Moves the server refuses without a reason. */
  asksReason: readonly S[];
  /** The other moves may still note a reason. */
  reasonOnEveryMove?: boolean;
  /** The move's hint is a warning (it cannot be undone). */
  hintWarns?: boolean;
  /** The move shown as the main one, where it is not simply the first. */
  primary?: S;
}

interface CaseReasonDetailProps<S extends string> {
  kind: ReasonMoveKind<S>;
  title: string;
  statusTag: ReactNode;
  summary: ReactNode;
  records: CaseRecordRow[];
  /** The moves the case can make now. */
  moves: readonly S[];
  move: CaseMove<S, string | undefined>;
  /** What the move dialog's title and hint name besides the state. */
  titleParams: Record<string, unknown>;
  hintParams: Record<string, unknown>;
  /** What the move dialog shows for this move besides its reason. */
  moveFields?: (to: S) => ReactNode;
  /** The kind's own cards between the header and the history. */
  children?: ReactNode;
  /** The case's kind and state, for the reason line of a failure state. */
  failure?: { kind: CaseKind<string>; status: string };
}

/** A case's detail for such a kind: its layout, one button per move, and the dialog confirming it. */
export function CaseReasonDetail<S extends string>(props: CaseReasonDetailProps<S>) {
  const { kind, move } = props;
  return (
    <CaseDetailLayout
      kind={kind}
      title={props.title}
      statusTag={props.statusTag}
      move={move}
      actions={
        <CaseActions
          area={kind.area}
          testId={kind.actionsTestId}
          moves={props.moves}
          danger={kind.danger}
          primary={kind.primary}
          busy={move.busy}
          onMove={move.open}
        />
      }
      summary={props.summary}
      records={props.records}
      failure={props.failure}
      dialogs={
        <CaseMoveModal
          area={kind.area}
          name={kind.moveForm}
          titleParams={props.titleParams}
          hintParams={props.hintParams}
          danger={kind.danger}
          asksReason={kind.asksReason}
          reasonOnEveryMove={kind.reasonOnEveryMove}
          hintWarns={kind.hintWarns}
          fields={props.moveFields}
          to={move.moving}
          saving={move.saving}
          onSubmit={({ reason }) => move.submit(reason)}
          onClose={move.close}
        />
      }
    >
      {props.children}
    </CaseDetailLayout>
  );
}
