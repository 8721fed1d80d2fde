import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailboxTypeValue } from '@ota/contract';

const COLORS: Record<MailboxTypeValue, string> = {
  BALANCE_WARNING: 'volcano',
  REFUND: 'blue',
  TICKET_CHANGE: 'purple',
  DISRUPTION: 'gold',
  SEAT: 'cyan',
};

/** The kind of mail a mailbox receives, translated. */
export function EmailTypeTag({ type }: { type: MailboxTypeValue }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[type]} data-type={type}>
      {t(`mailboxes.types.${type}`)}
    </Tag>
  );
}
