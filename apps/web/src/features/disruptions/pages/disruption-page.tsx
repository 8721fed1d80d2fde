import { useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DISRUPTION_SORT_FIELDS,
  DISRUPTION_STATUSES,
  DISRUPTION_TYPES,
  type DisruptionRow,
  type DisruptionSortField,
} from '@ota/contract';
import { dateParam, oneOfParam, textParam, type ListSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { useAddDisruption, type DisruptionAddInput } from '../api/add-disruption';
import { useDisruptions } from '../api/get-disruptions';
import { DisruptionDrawer } from '../components/disruption-drawer';
import { DisruptionFilters, type DisruptionFilterValues } from '../components/disruption-filters';
import { DisruptionTable } from '../components/disruption-table';
import { RecordDisruptionModal } from '../components/record-disruption-modal';

const NO_ROWS: DisruptionRow[] = [];
const idParam = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);
const LIST: ListSpec<DisruptionFilterValues, DisruptionSortField> = {
  filters: {
    status: oneOfParam(DISRUPTION_STATUSES),
    type: oneOfParam(DISRUPTION_TYPES),
    airline: textParam,
    flightNo: textParam,
    startDate: dateParam,
    endDate: dateParam,
  },
  sortFields: DISRUPTION_SORT_FIELDS,
};

/** /html/flightDisruptions (1001-3): schedule changes, cancellations and delays, and their handling. */
export default function DisruptionPage() {
  const { t } = useTranslation();
  const { search: filters, table, setSearch, setTable } = useListState(LIST);
  // A link from elsewhere (the queue) names the disruption to open: ?id=
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => idParam(params.get('id')));
  const close = () => {
    setOpenId(null);
    if (params.has('id'))
      setParams((current) => {
        current.delete('id');
        return current;
      });
  };
  const [recording, setRecording] = useState(false);
  const list = useDisruptions({ ...filters, ...table });
  const add = useAddDisruption(t('disruptions.recorded'));
  const page = list.isError ? undefined : list.data;

  const record = async (input: DisruptionAddInput) => {
    const created = await add.mutateAsync(input);
    setRecording(false);
    setOpenId(created.id);
  };

  return (
    <div className="page-container" data-testid="disruption-page">
      <Card
        title={t('disruptions.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="record-disruption"
            onClick={() => setRecording(true)}
          >
            {t('disruptions.record')}
          </Button>
        }
      >
        <DisruptionFilters search={filters} onSearch={setSearch} />
        <DisruptionTable
          rows={page?.pageList ?? NO_ROWS}
          total={page?.totalCount ?? 0}
          loading={list.isFetching}
          state={table}
          onChange={setTable}
          onOpen={(row) => setOpenId(row.id)}
        />
      </Card>
      <DisruptionDrawer id={openId} onClose={close} />
      <RecordDisruptionModal
        open={recording}
        saving={add.isPending}
        onSave={record}
        onClose={() => setRecording(false)}
      />
    </div>
  );
}
