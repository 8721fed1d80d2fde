import { Button, Card, Popconfirm, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, CreditCardOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rebookAllows, type RebookStep } from '@ota/contract';
import { useRebookDetail } from '../api/get-rebook-detail';
import { useCancelRebook } from '../api/cancel-rebook';
import { useSelectRebook } from '../api/select-rebook';
import { FlightOffers } from '../components/flight-offers';
import { OrderCard } from '../components/order-card';

const REBOOKABLE_ORDERS = ['PAID', 'TICKETED'];

/**
 * /html/orderRebook/details?orderNo= (the guard sends a visit without orderNo to the order details).
 * Its buttons are the moves the rebook's status allows (REBOOK_STEPS), each named by what it does.
 */
export default function RebookDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const query = useRebookDetail(orderNo);
  const select = useSelectRebook(t('rebooks.selected'));
  const cancel = useCancelRebook(t('rebooks.cancelled'));
  const detail = query.data;
  const rebook = detail?.rebook ?? null;
  const open = rebook !== null && rebook.status !== 'COMPLETED' && rebook.status !== 'CANCELLED';
  const allows = (step: RebookStep) => open && rebookAllows(rebook.status, step);
  const canSelect =
    detail !== undefined &&
    detail !== null &&
    REBOOKABLE_ORDERS.includes(detail.order.status) &&
    (!open || allows('select'));
  const confirmPath = `/html/orderRebook/ConfirmRebook?orderNo=${encodeURIComponent(orderNo)}`;
  const payPath = `/html/orderRebook/fillCreditCardInfo?orderNo=${encodeURIComponent(orderNo)}`;
  const returnDate = detail?.segments.find((segment) => segment.back)?.depTime.slice(0, 10) ?? null;

  if (!query.isLoading && !detail)
    return <Result status="404" title={t('rebooks.notFound', { orderNo })} data-testid="rebook-not-found" />;

  return (
    <div className="page-container" data-testid="rebook-detail-page">
      <Spin spinning={query.isFetching}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card
            title={t('rebooks.detailTitle', { orderNo })}
            extra={
              <Space wrap>
                <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/html/orderRebook')}>
                  {t('rebooks.back')}
                </Button>
                {allows('confirm') && (
                  <Button
                    type="primary"
                    icon={<CheckOutlined />}
                    onClick={() => navigate(confirmPath)}
                    data-testid="review-rebook"
                  >
                    {t('rebooks.reviewConfirm')}
                  </Button>
                )}
                {allows('pay') && (
                  <Button
                    type="primary"
                    icon={<CreditCardOutlined />}
                    onClick={() => navigate(payPath)}
                    data-testid="pay-rebook"
                  >
                    {t('rebooks.goPay')}
                  </Button>
                )}
                {allows('cancel') && rebook && (
                  <Popconfirm
                    title={t('rebooks.cancelConfirm', { rebookNo: rebook.rebookNo })}
                    okText={t('rebooks.yes')}
                    cancelText={t('rebooks.no')}
                    onConfirm={() => cancel.mutateAsync(rebook.rebookNo)}
                  >
                    <Button danger loading={cancel.isPending} data-testid="cancel-rebook">
                      {t('rebooks.cancel')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            }
          >
            {detail && <OrderCard detail={detail} />}
          </Card>
          {detail && (
            <Card title={t('rebooks.newFlights')}>
              <FlightOffers
                orderNo={orderNo}
                roundTrip={detail.order.travelType !== 1}
                initialDepart={detail.order.departTime.slice(0, 10)}
                initialReturn={returnDate}
                canSelect={canSelect}
                selecting={select.isPending}
                onSelect={(itinerary, dates) =>
                  void select
                    .mutateAsync({
                      orderNo,
                      ...dates,
                      itineraryId: itinerary.id,
                      wrapper: itinerary.wrapperName,
                    })
                    .then(() => navigate(confirmPath))
                    .catch(() => undefined)
                }
              />
            </Card>
          )}
        </Space>
      </Spin>
    </div>
  );
}
