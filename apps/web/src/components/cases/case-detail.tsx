import type { ReactNode } from 'react';
import { Alert, Button, Card, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaseKind, CaseRecordRow } from '@ota/contract';
import { failureReason } from '../../lib/case-failure';
import { caseIdOf } from '../../lib/case-detail';
import { CaseHistory } from './case-history';
import { StaleCaseAlert } from './stale-case-alert';

/** The case a detail page shows: its address's `?id=`, or null when that names none. */
export function useCaseId(): number | null {
  const [params] = useSearchParams();
  return caseIdOf(params.get('id'));
}

/** Where a kind's detail page keeps its texts and test ids, and where Back goes. */
export interface CaseDetailKind {
  /** The kind's translation area: `notFound`, `back`, `history`, `statuses.*`. */
  area: string;
  listPath: string;
  /** The page's test id, and its not-found state's. */
  testIds: { page: string; notFound: string };
}

interface CaseDetailFrameProps<C> {
  kind: CaseDetailKind;
  id: number | null;
  /** The case's query: its data once read, and when the server answered (deadlines count from then). */
  query: { data: C | undefined; isLoading: boolean; isFetching: boolean; dataUpdatedAt: number };
  /** The server's words for a case that is not there, where the kind reads them. */
  missing?: string;
  children: (found: C, answeredAt: number) => ReactNode;
}

/** A case's detail page: not found for an id that names none, a skeleton while it is read, then the case. */
export function CaseDetailFrame<C>({ kind, id, query, missing, children }: CaseDetailFrameProps<C>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const found = query.data;
  if (id === null || (!query.isLoading && !found))
    return (
      <Result
        status="404"
        title={t(`${kind.area}.notFound`)}
        subTitle={missing}
        data-testid={kind.testIds.notFound}
        extra={<Button onClick={() => navigate(kind.listPath)}>{t(`${kind.area}.back`)}</Button>}
      />
    );
  return (
    <div className="page-container" data-testid={kind.testIds.page}>
      <Spin spinning={query.isFetching}>
        {found ? children(found, query.dataUpdatedAt) : <Card loading />}
      </Spin>
    </div>
  );
}

interface CaseDetailLayoutProps {
  kind: CaseDetailKind;
  /** The case's number in the kind's words ('Bag BG00000007'). */
  title: string;
  statusTag: ReactNode;
  actions: ReactNode;
  /** A stale version refused: shown with Reload until the operator reads the case again. */
  move: { stale: string | null; reload: () => void };
  /** The case's own fields, in the header card. */
  summary: ReactNode;
  /** The kind's own cards between the header and the history. */
  children?: ReactNode;
  /** The case's history; `history` replaces it where the kind reads its own (a page at a time). */
  records?: CaseRecordRow[];
  history?: ReactNode;
  historyTitle?: string;
  /** The kind's dialogs. */
  dialogs?: ReactNode;
  /** The case's kind and state: a failure state shows its reason (the airline's answer) on the case. */
  failure?: { kind: CaseKind<string>; status: string };
}

/** A case: the stale alert, the header (number, status, Back, moves, fields), the kind's cards and the history. */
export function CaseDetailLayout(props: CaseDetailLayoutProps) {
  const { kind, move } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const reason =
    props.failure &&
    failureReason(props.failure.kind, props.failure.status, props.records ?? [], t, i18n.language);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {move.stale && <StaleCaseAlert message={move.stale} onReload={move.reload} />}
      <Card
        title={
          <Space>
            {props.title}
            {props.statusTag}
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(kind.listPath)}>
              {t(`${kind.area}.back`)}
            </Button>
            {props.actions}
          </Space>
        }
      >
        {reason && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="case-failure-reason"
            title={`${t('cases.failureReason')}: ${reason}`}
          />
        )}
        {props.summary}
      </Card>
      {props.children}
      <Card title={props.historyTitle ?? t(`${kind.area}.history`)} size="small">
        {props.history ?? (
          <CaseHistory
            records={props.records ?? []}
            statusLabel={(status) => t(`${kind.area}.statuses.${status}`, { defaultValue: status })}
          />
        )}
      </Card>
      {props.dialogs}
    </Space>
  );
}
