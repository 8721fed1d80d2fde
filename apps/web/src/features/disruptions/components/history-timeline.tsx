import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisruptionHistoryEntry } from '@ota/contract';
import { recordText, serverText } from '../../../lib/server-message';

/** Every transition and compensation check, oldest first. */
export function HistoryTimeline({ history }: { history: DisruptionHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Timeline
      data-testid="disruption-history"
      items={history.map((entry, index) => ({
        key: `${entry.createTime}-${index}`,
        color: entry.toStatus === 'CLOSED' ? 'green' : 'blue',
        title: (
          <Typography.Text type="secondary">
            {entry.createTime} · {entry.operator}
          </Typography.Text>
        ),
        content: (
          <span>
            {entry.fromStatus === null
              ? t(`disruptions.statuses.${entry.toStatus}`)
              : entry.fromStatus === entry.toStatus
                ? t('disruptions.compensation.title')
                : `${t(`disruptions.statuses.${entry.fromStatus}`)} → ${t(`disruptions.statuses.${entry.toStatus}`)}`}
            {entry.note && (
              <Typography.Text type="secondary">
                {' — '}
                {/* A check's sentence by its code in the reader's language; a reason as typed, but for
                    the catalogued sentences the demo writes. */}
                {entry.noteCode
                  ? recordText(
                      { content: entry.note, code: entry.noteCode, params: entry.noteParams },
                      t,
                      i18n.language,
                    )
                  : serverText(entry.note, t, i18n.language)}
              </Typography.Text>
            )}
          </span>
        ),
      }))}
    />
  );
}
