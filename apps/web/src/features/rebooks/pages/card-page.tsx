import type { CardInput, RebookPayResult } from '@ota/contract';
import { useState } from 'react';
import { Button, Card, Result, Space, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRebookDetail } from '../api/get-rebook-detail';
import { usePayRebook } from '../api/pay-rebook';
import { CardForm } from '../components/card-form';
import { QuoteCard } from '../components/quote-card';

/** /html/orderRebook/fillCreditCardInfo?orderNo= (or ?rebookNo=): the card that pays the rebook. */
export default function CardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const query = useRebookDetail(orderNo);
  const pay = usePayRebook(t('rebooks.paid'));
  const [done, setDone] = useState<RebookPayResult | null>(null);
  const rebook = query.data?.rebook ?? null;
  const rebookNo = (params.get('rebookNo') ?? '').trim() || rebook?.rebookNo || '';
  // Nothing due (a cheaper or equal fare, no penalty): the rebook completes without a card.
  const nothingDue = rebook !== null && Number(rebook.amountDue) === 0;
  const complete = (input: CardInput) =>
    void pay
      .mutateAsync(input)
      .then(setDone)
      .catch(() => undefined);

  if (done) {
    const paidOrder = encodeURIComponent(done.orderNo);
    return (
      <Result
        status="success"
        data-testid="rebook-paid"
        title={t('rebooks.paidTitle', { rebookNo: done.rebookNo })}
        subTitle={
          done.cardBrand
            ? t('rebooks.paidText', {
                amount: `${done.amount} ${done.currency}`,
                brand: done.cardBrand,
                last4: done.cardLast4,
              })
            : t('rebooks.completedNoCharge')
        }
        extra={
          <Space wrap>
            <Link to={`/html/orderRebook/details?orderNo=${paidOrder}`}>
              <Button type="primary">{t('rebooks.backToRebook')}</Button>
            </Link>
            <Link to={`/html/orderList/details?orderNo=${paidOrder}`}>
              <Button>{t('rebooks.backToOrder')}</Button>
            </Link>
          </Space>
        }
      />
    );
  }
  if (orderNo && query.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!rebookNo) return <Result status="info" title={t('rebooks.nothingToPay')} />;

  return (
    <div className="page-container" data-testid="card-page">
      <Card title={t(nothingDue ? 'rebooks.nothingDueTitle' : 'rebooks.cardTitle', { rebookNo })}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {rebook && <QuoteCard rebook={rebook} />}
          {nothingDue ? (
            <Space orientation="vertical" size={12} data-testid="nothing-due">
              <Typography.Text>{t('rebooks.nothingDueText')}</Typography.Text>
              <Button type="primary" loading={pay.isPending} onClick={() => complete({ rebookNo })}>
                {t('rebooks.complete')}
              </Button>
            </Space>
          ) : (
            <CardForm paying={pay.isPending} onPay={(values) => complete({ rebookNo, ...values })} />
          )}
        </Space>
      </Card>
    </div>
  );
}
