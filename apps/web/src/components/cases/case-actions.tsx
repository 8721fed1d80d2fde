import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface CaseActionsProps<S extends string> {
  /** The kind's translation area: each button reads `actions.<state>`. */
  area: string;
  testId: string;
  /** The moves the case can make now (its kind's transitions, less what the kind keeps to itself). */
  moves: readonly S[];
  /** Moves that end the case without what was asked: red buttons. */
  danger: readonly string[];
  /** The move shown as the main one; else the first, unless it is red. */
  primary?: S;
  /** A move is under way, or what is shown is out of date: no move until it settles. */
  busy: boolean;
  onMove: (to: S) => void;
  /** The kind's own buttons, before and after the moves. */
  before?: ReactNode;
  after?: ReactNode;
}

/** A case's actions bar: one button per move its state allows, each named by what it does. */
export function CaseActions<S extends string>(props: CaseActionsProps<S>) {
  const { area, moves, danger, primary, busy, onMove } = props;
  const { t } = useTranslation();
  const isPrimary = (to: S, index: number) =>
    primary === undefined ? index === 0 && !danger.includes(to) : to === primary;
  return (
    <Space wrap data-testid={props.testId}>
      {props.before}
      {moves.map((to, index) => (
        <Button
          key={to}
          type={isPrimary(to, index) ? 'primary' : 'default'}
          danger={danger.includes(to)}
          disabled={busy}
          onClick={() => onMove(to)}
          data-testid={`move-${to}`}
        >
          {t(`${area}.actions.${to}`)}
        </Button>
      ))}
      {props.after}
    </Space>
  );
}
