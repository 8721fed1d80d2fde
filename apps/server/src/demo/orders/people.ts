/** Where demo passengers come from: names as airlines print them (Latin letters), and an address. */
export interface PeopleGroup {
  country: string;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  city: string;
  street: string;
  phonePrefix: string;
  mailDomain: string;
}

export const GIVEN_PER_GENDER = 10;
export const SURNAMES_PER_GROUP = 15;

export const PEOPLE: readonly PeopleGroup[] = [
  {
    country: 'ES',
    male: ['Alejandro', 'Javier', 'Carlos', 'Miguel', 'Pablo', 'Sergio', 'Jorge', 'David', 'Daniel', 'Raul'],
    female: ['Lucia', 'Maria', 'Carmen', 'Laura', 'Elena', 'Paula', 'Marta', 'Sara', 'Ana', 'Cristina'],
    surnames: ['Garcia', 'Fernandez', 'Gonzalez', 'Rodriguez', 'Lopez', 'Martinez', 'Sanchez', 'Perez',
      'Gomez', 'Martin', 'Jimenez', 'Ruiz', 'Hernandez', 'Diaz', 'Moreno'],
    city: 'Madrid',
    street: 'Calle de Alcala',
    phonePrefix: '+34 6',
    mailDomain: 'correo.es',
  },
  {
    country: 'GB',
    male: ['Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'James', 'William', 'Henry', 'Oscar'],
    female: ['Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Sophie', 'Grace', 'Lily', 'Freya', 'Charlotte'],
    surnames: ['Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas',
      'Johnson', 'Roberts', 'Walker', 'Wright', 'Thompson', 'White'],
    city: 'London',
    street: 'Baker Street',
    phonePrefix: '+44 7',
    mailDomain: 'mail.co.uk',
  },
  {
    country: 'FR',
    male: ['Louis', 'Gabriel', 'Jules', 'Hugo', 'Arthur', 'Lucas', 'Adam', 'Nathan', 'Theo', 'Paul'],
    female: ['Emma', 'Jade', 'Louise', 'Alice', 'Chloe', 'Lina', 'Rose', 'Anna', 'Manon', 'Camille'],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy',
      'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garnier'],
    city: 'Paris',
    street: 'Rue de Rivoli',
    phonePrefix: '+33 6',
    mailDomain: 'courriel.fr',
  },
  {
    country: 'DE',
    male: ['Maximilian', 'Paul', 'Leon', 'Felix', 'Jonas', 'Lukas', 'Elias', 'Noah', 'Ben', 'Finn'],
    female: ['Mia', 'Hannah', 'Emilia', 'Lea', 'Lena', 'Marie', 'Clara', 'Johanna', 'Leonie', 'Greta'],
    surnames: ['Muller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz',
      'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann'],
    city: 'Berlin',
    street: 'Friedrichstrasse',
    phonePrefix: '+49 15',
    mailDomain: 'post.de',
  },
  {
    country: 'IT',
    male: ['Leonardo', 'Francesco', 'Alessandro', 'Lorenzo', 'Mattia', 'Andrea', 'Gabriele', 'Matteo',
      'Riccardo', 'Tommaso'],
    female: ['Sofia', 'Giulia', 'Aurora', 'Alice', 'Ginevra', 'Emma', 'Giorgia', 'Beatrice', 'Chiara',
      'Martina'],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino',
      'Greco', 'Bruno', 'Gallo', 'Conti', 'DeLuca', 'Costa'],
    city: 'Milano',
    street: 'Via Montenapoleone',
    phonePrefix: '+39 3',
    mailDomain: 'posta.it',
  },
  {
    country: 'CN',
    male: ['Wei', 'Hao', 'Jun', 'Lei', 'Ming', 'Qiang', 'Tao', 'Yang', 'Jie', 'Bo'],
    female: ['Fang', 'Li', 'Na', 'Xiu', 'Yan', 'Jing', 'Ying', 'Hui', 'Mei', 'Lan'],
    surnames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun',
      'Ma', 'Zhu', 'Hu'],
    city: 'Shanghai',
    street: 'Nanjing Road',
    phonePrefix: '+86 13',
    mailDomain: 'mail.cn',
  },
  {
    country: 'US',
    male: ['Liam', 'Noah', 'Ethan', 'Mason', 'Logan', 'Lucas', 'Jacob', 'Aiden', 'Jackson', 'Michael'],
    female: ['Emma', 'Ava', 'Sophia', 'Isabella', 'Mia', 'Abigail', 'Harper', 'Evelyn', 'Madison', 'Ella'],
    surnames: ['Johnson', 'Miller', 'Davis', 'Anderson', 'Jackson', 'Harris', 'Clark', 'Lewis', 'Young',
      'Allen', 'King', 'Scott', 'Green', 'Baker', 'Adams'],
    city: 'New York',
    street: 'Park Avenue',
    phonePrefix: '+1 212',
    mailDomain: 'mail.com',
  },
];

/** Sales clients and branches of each platform. */
export const PLATFORM_SALES = {
  1: {
    prefix: 'OF',
    account: 'ONEFLY-EUR',
    clients: ['onefly.com', 'onefly app', 'Skyroute B2B', 'TravelHub API'],
    branches: ['Shanghai', 'Madrid', 'London'],
  },
  2: {
    prefix: 'ED',
    account: 'EDREAMS-EUR',
    clients: ['edreams.es', 'edreams.it', 'opodo.co.uk', 'govoyages.fr'],
    branches: ['Barcelona', 'Milano', 'Paris'],
  },
} as const;

/** Fixed demo exchange rates: thousandths of a unit of the currency per EUR. */
export const EUR_RATES_MILLI: Record<string, number> = { EUR: 1000, GBP: 860, USD: 1090 };
