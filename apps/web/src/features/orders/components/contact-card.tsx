import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderContact } from '@ota/contract';

export function ContactCard({ contact }: { contact: OrderContact | null }) {
  const { t } = useTranslation();
  if (!contact)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.noContact')} />;
  const label = (name: string) => t(`orders.contact.${name}`);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      data-testid="contact"
      items={[
        { key: 'name', label: label('name'), children: contact.nameForShow },
        { key: 'email', label: label('email'), children: contact.email || '—' },
        { key: 'mobile', label: label('mobile'), children: contact.mobile || '—' },
        { key: 'address', label: label('address'), children: contact.address || '—' },
        { key: 'postcode', label: label('postcode'), children: contact.postcode || '—' },
        {
          key: 'useGuestMail',
          label: label('useGuestMail'),
          children: t(contact.useGuestMail ? 'orders.contact.yes' : 'orders.contact.no'),
        },
      ]}
    />
  );
}
