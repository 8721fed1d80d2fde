import { isFailure, type CaseKind, type CaseKindDescriptor, type CaseRecordRow } from '@ota/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notify } from './notify';
import { noteText, recordText } from './server-message';

/**
 * Why a case is in a failure state (the airline's refusal, the reason given): the note of the latest
 * move into that state, in the reader's language; null when the state is no failure or none was noted.
 */
export function failureReason<S extends string>(
  kind: CaseKind<S>,
  status: S,
  records: readonly CaseRecordRow[],
  t: TFunction,
  language: string,
): string | null {
  if (!isFailure(kind, status)) return null;
  const moved = records
    .filter((record) => record.toStatus === status)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)[0];
  if (!moved) return null;
  const note = moved.params?.note;
  if (note) return noteText(note, t, language);
  // A record written before codes: its whole sentence, as the history shows it.
  return moved.code === undefined ? recordText(moved, t, language) : null;
}

/**
 * The toast after a move: a failure state (declared by the kind) warns, with the move's reason as the
 * server answered it; any other state is a success.
 */
export function notifyMoved<S extends string>(
  kind: CaseKind<S>,
  moved: { status: S; moveNote?: string },
  text: string,
  t: TFunction,
  language: string,
): void {
  const reason = moved.moveNote ? noteText(moved.moveNote, t, language) : null;
  const shown = reason ? t('cases.movedWithReason', { text, reason }) : text;
  if (isFailure(kind, moved.status)) notify.warning(shown, 8);
  else notify.success(shown);
}

/**
 * notifyMoved in the kind's words: `text` gets the reached state as the kind's screens name it
 * (`<area>.statuses.<STATE>`) and says the rest.
 */
export function useMovedNotice<S extends string>(kind: CaseKindDescriptor<S>) {
  const { t, i18n } = useTranslation();
  return (moved: { status: S; moveNote?: string }, text: (status: string) => string) =>
    notifyMoved(kind, moved, text(t(`${kind.area}.statuses.${moved.status}`)), t, i18n.language);
}
