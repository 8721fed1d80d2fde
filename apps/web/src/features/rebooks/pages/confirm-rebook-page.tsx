import { Button, Card, Col, Popconfirm, Result, Row, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rebookAllows } from '@ota/contract';
import { useRebookDetail } from '../api/get-rebook-detail';
import { useConfirmRebook } from '../api/confirm-rebook';
import { FlightsTable, itinerarySegments } from '../components/order-card';
import { QuoteCard } from '../components/quote-card';

/** /html/orderRebook/ConfirmRebook?orderNo=: old and new flights, the price, and Confirm. */
export default function ConfirmRebookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const query = useRebookDetail(orderNo);
  const confirm = useConfirmRebook(t('rebooks.confirmed'));
  const rebook = query.data?.rebook ?? null;
  const detailPath = `/html/orderRebook/details?orderNo=${encodeURIComponent(orderNo)}`;
  const payPath = `/html/orderRebook/fillCreditCardInfo?orderNo=${encodeURIComponent(orderNo)}`;

  if (query.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!rebook?.itinerary || rebook.status === 'CANCELLED')
    return (
      <Result
        status="info"
        title={t('rebooks.nothingToConfirm')}
        extra={<Button onClick={() => navigate(detailPath)}>{t('rebooks.chooseFlight')}</Button>}
      />
    );

  return (
    <div className="page-container" data-testid="confirm-rebook-page">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card
          title={t('rebooks.confirmTitle', { orderNo })}
          extra={
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(detailPath)}>
              {t('rebooks.back')}
            </Button>
          }
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('rebooks.oldFlights')}>
                <FlightsTable flights={query.data?.segments ?? []} testId="old-flights" />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card
                size="small"
                title={t('rebooks.newFlights')}
                extra={
                  <Typography.Text type="secondary" data-testid="new-flights-supplier">
                    {t('rebooks.offeredBy', { wrapper: rebook.itinerary.wrapper })}
                  </Typography.Text>
                }
              >
                <FlightsTable flights={itinerarySegments(rebook.itinerary)} testId="new-flights" />
              </Card>
            </Col>
          </Row>
        </Card>
        <Card title={t('rebooks.quote')}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <QuoteCard rebook={rebook} />
            {rebookAllows(rebook.status, 'confirm') && (
              <Popconfirm
                title={t('rebooks.confirmQuestion')}
                okText={t('rebooks.yes')}
                cancelText={t('rebooks.no')}
                onConfirm={() =>
                  confirm
                    .mutateAsync(rebook.rebookNo)
                    .then(() => navigate(payPath))
                    .catch(() => undefined)
                }
              >
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  loading={confirm.isPending}
                  data-testid="confirm-rebook"
                >
                  {t('rebooks.confirm')}
                </Button>
              </Popconfirm>
            )}
            {rebookAllows(rebook.status, 'pay') && (
              <Button type="primary" onClick={() => navigate(payPath)} data-testid="go-pay">
                {t('rebooks.goPay')}
              </Button>
            )}
          </Space>
        </Card>
      </Space>
    </div>
  );
}
