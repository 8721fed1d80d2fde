import { useTranslation } from 'react-i18next';

/** '1 order / 2 passengers': each count with its own plural form. */
export function AffectedCount({ orders, passengers }: { orders: number; passengers: number }) {
  const { t } = useTranslation();
  return t('disruptions.affectedCount', {
    orders: t('disruptions.ordersCount', { count: orders }),
    passengers: t('disruptions.passengersCount', { count: passengers }),
  });
}
