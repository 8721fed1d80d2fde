// Who owns each table (docs/architecture.md, "Module boundaries"): a module reads and writes only its
// own tables, and another module's through that module's public face (its index.ts). Owner null: the
// platform code named owns it, and no module touches it. Read by .dependency-cruiser.cjs (imports of
// the schema files) and eslint.config.js (table names in raw SQL). `shared`: other modules that may
// touch the tables too, each for the reason given.
module.exports = {
  'airlines.ts': { owner: 'airlines', tables: ['airline_wrappers'] },
  'auth.ts': { owner: 'auth', tables: ['login_attempts'] },
  'billing-statements.ts': {
    owner: 'billing-statements',
    tables: ['billing_statements', 'billing_statement_lines'],
  },
  'balance.ts': { owner: 'balance', tables: ['accounts', 'ledger_entries'] },
  'case-counts.ts': { owner: 'cases', tables: ['case_status_counts'] },
  'cases.ts': { owner: 'cases', tables: ['after_sales_cases', 'case_records', 'case_money_effects'] },
  'disruptions.ts': { owner: 'disruptions', tables: ['disruption_flights', 'flight_disruption_orders'] },
  'exchange-rates.ts': { owner: 'exchange-rates', tables: ['exchange_rates'] },
  'financial-days.ts': {
    owner: 'financial-reports',
    tables: ['financial_day_marks', 'financial_day_rows', 'financial_day_totals'],
  },
  'financial.ts': { owner: 'financial-reports', tables: ['financial_lines'] },
  'ledger-day-sums.ts': { owner: 'balance', tables: ['ledger_day_sums', 'ledger_sum_days'] },
  'mail.ts': { owner: null, platform: 'platform/mail', tables: ['mail_outbox'] },
  'mailboxes.ts': { owner: 'mailboxes', tables: ['mailboxes'] },
  'orders.ts': {
    owner: 'orders',
    tables: [
      'orders',
      'order_segments',
      'order_passengers',
      'order_luggage',
      'order_contacts',
      'order_operation_records',
      'order_payments',
      'order_list_preferences',
      'order_status_counts',
    ],
  },
  // A user's roles are written with the user, in one transaction: user management shares these.
  'roles.ts': { owner: 'roles', shared: ['users'], tables: ['roles', 'user_roles'] },
  'sessions.ts': { owner: null, platform: 'platform/sessions', tables: ['sessions'] },
  'thresholds.ts': { owner: 'thresholds', tables: ['balance_thresholds'] },
  'ticket-money.ts': { owner: 'ticket-money', tables: ['ticket_money_lines'] },
  'users.ts': { owner: 'users', tables: ['users'] },
};
