// The yardstick: a bare Fastify handler answering a constant balance envelope.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 200, message: 'Success', data: [{ price: 12345.67, currency: 'EUR' }] };
app.get('/prod-api/health', async () => ({ status: 200, message: 'Success', data: null }));
app.get('/prod-api/userTransactionRecord/balanceInfo', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
