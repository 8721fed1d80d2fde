import { buildCatalogue } from './catalogue';
import * as m from './bulk-orders';
const anyM = m as unknown as Record<string, (o: unknown) => string>;
console.log(Object.keys(m));
