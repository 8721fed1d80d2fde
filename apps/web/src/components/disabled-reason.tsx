import type { ReactElement } from 'react';
import { Tooltip } from 'antd';

interface DisabledReasonProps {
  /** Why the action is disabled; undefined: the action is enabled and shown as is. */
  reason: string | undefined;
  /** The (disabled) button. */
  children: ReactElement;
}

/**
 * A disabled action that says why on hover and on keyboard focus. A disabled button receives no
 * pointer events, so the tooltip hangs on a focusable wrapper around it (antd 6 adds none); the
 * tooltip describes the wrapper (aria-describedby) while it is shown.
 */
export function DisabledReason({ reason, children }: DisabledReasonProps) {
  if (reason === undefined) return children;
  return (
    <Tooltip title={reason}>
      <span className="disabled-reason" tabIndex={0}>
        {children}
      </span>
    </Tooltip>
  );
}
