import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../../../components/filter-actions';
import { MAILBOX_EMAIL_MAX, MAILBOX_TYPES, type MailboxTypeValue } from '@ota/contract';

export interface MailboxFilterValues {
  email?: string;
  emailType?: MailboxTypeValue;
}

/** Part of the address and the mail type. */
export function MailboxFilters({ onSearch }: { onSearch: (values: MailboxFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MailboxFilterValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="mailbox-filters"
      onFinish={(values) =>
        onSearch({ email: values.email?.trim() || undefined, emailType: values.emailType })
      }
      style={{ rowGap: 12, marginBottom: 16 }}
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
      <FilterActions
        onReset={() => {
          form.resetFields();
          onSearch({});
        }}
      />
    </Form>
  );
}
