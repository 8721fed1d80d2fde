import type { CompensationDetail, CompensationRow } from '@ota/contract';

/** A compensation opened from a disruption, as the server answers it. */
export const disruptionRow: CompensationRow = {
  id: 7,
  compensationNo: 'CP00000007',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  status: 'OPENED',
  version: 1,
  passengers: 'Finn Wolf, Anna Wolf',
  segments: 'DA123 MAD-FRA 2026-12-01',
  applicationAmount: '800.00',
  confirmedAmount: null,
  serviceCharge: '0.00',
  currency: 'EUR',
  deadline: null,
  secondsLeft: null,
  createdBy: 'operator',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'operator',
  updateTime: '2026-11-24 08:39:13',
  compensationType: 'AIRLINE',
  source: 'DISRUPTION',
  eu261: {
    disruptionNo: 'FD2026112400001',
    disruptionType: 'CANCELLATION',
    flight: 'DA123 MAD-FRA 2026-12-01',
    distanceKm: 1448,
    eligible: true,
    perPassenger: 250,
    passengers: 2,
    currency: 'EUR',
    checked: false,
  },
};

export const complaintRow: CompensationRow = {
  ...disruptionRow,
  id: 8,
  compensationNo: 'CP00000008',
  compensationType: 'GOODWILL',
  source: 'COMPLAINT',
  status: 'ELIGIBLE',
  applicationAmount: '50.00',
  eu261: null,
};

export const detailOf = (row: CompensationRow): CompensationDetail => ({
  ...row,
  remark: '',
  reason: '',
  passengerIds: [1, 2],
  records: [
    {
      id: 1,
      createTime: row.createTime,
      operator: 'operator',
      action: 'OPEN',
      fromStatus: null,
      toStatus: 'OPENED',
      content: `Compensation ${row.compensationNo} opened`,
    },
  ],
});
