import { buildCatalogue } from '/work/main/apps/server/src/demo/orders/catalogue';
let t = performance.now();
const c = buildCatalogue();
console.log('catalogue ms', Math.round(performance.now() - t), c.routes.length, c.flights.length);
