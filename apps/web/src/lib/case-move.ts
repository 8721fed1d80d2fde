import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isStaleVersion, type CaseOutcome } from './case-outcome';

/** A case as the operator saw it: every move carries its version, so a case changed since is refused. */
export interface SeenCase {
  id: number;
  version: number;
}

export interface CaseMoveOptions<S extends string, V, R> {
  seen: SeenCase;
  /** Sends one move of the case as seen; a refusal comes back as an outcome, its warning already shown. */
  send: (seen: SeenCase, to: S, values: V) => Promise<CaseOutcome<R>>;
  /** The kind's queries: read again when the operator reloads a case refused as stale. */
  queryKey: QueryKey;
  /** After the server made the move: the kind's own success text, where it shows one. */
  onMoved?: (data: R, to: S) => void;
}

export interface CaseMove<S extends string, V> {
  /** The move being confirmed; null when no dialog is open. */
  moving: S | null;
  open: (to: S) => void;
  close: () => void;
  /** Sends the move being confirmed with what its dialog asked. */
  submit: (values: V) => Promise<void>;
  saving: boolean;
  /** The server's refusal of a stale version ('This case was changed by NAME at TIME; reload it'). */
  stale: string | null;
  /** Drops the stale refusal and reads the case again. */
  reload: () => void;
  /** A move is under way, or what is shown is out of date: no other move until it settles. */
  busy: boolean;
}

/**
 * One move of a case at a time, from its button to the server's answer: done closes the dialog;
 * a stale version closes it and holds every move until the operator reloads; any other refusal
 * keeps the dialog open to correct it (its warning shows). A call that failed outright showed its
 * error already and keeps the dialog too.
 */
export function useCaseMove<S extends string, V, R>(options: CaseMoveOptions<S, V, R>): CaseMove<S, V> {
  const { seen, send, queryKey, onMoved } = options;
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<S | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: V) => {
    if (!moving) return;
    setSaving(true);
    // Only the id and version travel, whatever else the case shown holds.
    const outcome = await send({ id: seen.id, version: seen.version }, moving, values).catch(() => null);
    setSaving(false);
    if (!outcome) return;
    if (outcome.done) {
      setMoving(null);
      setStale(null);
      onMoved?.(outcome.data, moving);
    } else if (isStaleVersion(outcome.message)) {
      setMoving(null);
      setStale(outcome.message);
    }
  };
  const reload = () => {
    setStale(null);
    void queryClient.invalidateQueries({ queryKey });
  };

  return {
    moving,
    open: setMoving,
    close: () => setMoving(null),
    submit,
    saving,
    stale,
    reload,
    busy: saving || stale !== null,
  };
}
