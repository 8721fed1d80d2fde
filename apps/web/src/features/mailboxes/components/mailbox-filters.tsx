import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form';
import { MAILBOX_EMAIL_MAX, MAILBOX_TYPES, type MailboxTypeValue } from '@ota/contract';

export interface MailboxFilterValues {
  email?: string;
  emailType?: MailboxTypeValue;
}

/** Part of the address and the mail type. */
export function MailboxFilters({
  search,
  onSearch,
}: {
  search: MailboxFilterValues;
  onSearch: (values: MailboxFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm<MailboxFilterValues, MailboxFilterValues>
      name="mailbox-filters"
      search={search}
      onSearch={onSearch}
      toSearch={(values) => ({ email: values.email?.trim() || undefined, emailType: values.emailType })}
    >
      <Form.Item name="email" label={t('mailboxes.email')}>
        <Input allowClear maxLength={MAILBOX_EMAIL_MAX} placeholder={t('mailboxes.emailPlaceholder')} />
      </Form.Item>
      <Form.Item name="emailType" label={t('mailboxes.emailType')}>
        <Select
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('mailboxes.allTypes')}
          options={MAILBOX_TYPES.map((type) => ({ value: type, label: t(`mailboxes.types.${type}`) }))}
        />
      </Form.Item>
    </FilterForm>
  );
}
