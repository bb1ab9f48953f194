import { defineResource } from '../resources/define-resource.ts';
import {
  boolean,
  date,
  email,
  enumOf,
  image,
  longText,
  multiReference,
  number,
  phone,
  reference,
  text,
} from '../resources/fields.ts';
import { l } from '../text/locale-text.ts';

/** A physical or online teaching centre, in one country. */
export const centresResource = defineResource({
  name: 'centres',
  module: 'organisation',
  label: { plural: l('المراكز', 'Centres', 'Centres'), singular: l('مركز', 'Centre', 'Centre') },
  description: l(
    'مراكز التحفيظ الحضورية والإلكترونية في كل دولة.',
    'The in-person and online teaching centres in each country.',
    "Les centres d'enseignement, en présentiel ou en ligne, de chaque pays.",
  ),
  fields: {
    name: text({
      label: l('اسم المركز', 'Centre name', 'Nom du centre'),
      required: true,
      max: 120,
    }),
    countryId: reference('countries', { label: l('الدولة', 'Country', 'Pays'), required: true }),
    city: text({ label: l('المدينة', 'City', 'Ville'), max: 80 }),
    address: longText({ label: l('العنوان', 'Address', 'Adresse'), max: 500 }),
    location: text({
      label: l('الموقع على الخريطة', 'Map location', 'Emplacement sur la carte'),
      help: l(
        'رابط الموقع على الخريطة.',
        'A link to the place on a map.',
        'Un lien vers le lieu sur une carte.',
      ),
      max: 500,
      format: 'url',
    }),
    checkInLocationRequired: boolean({
      label: l(
        'الموقع إلزامي عند تسجيل حضور المعلمين',
        'Location required for staff check-in',
        'Position obligatoire au pointage du personnel',
      ),
      help: l(
        'لا يُقبل تسجيل الحضور في سجل المعلم دون موقع الهاتف، إلا برمز المركز (QR).',
        "A check-in in the teacher log is refused without the phone's location, unless made with the centre's QR code.",
        "Un pointage du journal de l'enseignant est refusé sans la position du téléphone, sauf avec le code QR du centre.",
      ),
      default: false,
    }),
    kind: enumOf(
      {
        in_person: l('حضوري', 'In person', 'En présentiel'),
        online: l('إلكتروني', 'Online', 'En ligne'),
      },
      { label: l('نوع المركز', 'Kind', 'Type'), required: true, default: 'in_person' },
    ),
    managerId: reference('employees', {
      label: l('مدير المركز', 'Manager', 'Directeur'),
      dependsOn: { field: 'countryId', param: 'countryId' },
    }),
    projectIds: multiReference('projects', { label: l('المشاريع', 'Projects', 'Projets') }),
    capacity: number({
      label: l('السعة', 'Capacity', 'Capacité'),
      min: 0,
      max: 100_000,
      unit: l('طالب', 'students', 'élèves'),
    }),
    status: enumOf(
      { active: l('قائم', 'Open', 'Ouvert'), closed: l('مغلق', 'Closed', 'Fermé') },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'active',
        colors: { active: 'success', closed: 'default' },
      },
    ),
    openedOn: date({ label: l('تاريخ الافتتاح', 'Opened on', 'Ouvert le') }),
    phone: phone({ label: l('الهاتف', 'Phone', 'Téléphone'), regionFrom: 'countryId' }),
    email: email({ label: l('البريد الإلكتروني', 'E-mail', 'E-mail') }),
    photo: image({ label: l('صورة المركز', 'Photo', 'Photo') }),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 2000 }),
  },
  title: 'name',
  subtitle: 'city',
  scope: { country: 'countryId', centre: 'id', visibleBelow: true },
  list: {
    columns: [
      'name',
      'countryId',
      'city',
      'kind',
      'managerId',
      'capacity',
      'status',
      'openedOn',
      'phone',
    ],
    hiddenColumns: ['phone', 'openedOn'],
    sort: ['name', 'city', 'kind', 'capacity', 'status', 'openedOn', 'createdAt'],
    defaultSort: { field: 'name', dir: 'asc' },
    filters: ['countryId', 'kind', 'status', 'projectIds', 'capacity', 'openedOn'],
    search: ['name', 'city', 'address', 'phone', 'managerId'],
  },
  export: [
    'name',
    'countryId',
    'city',
    'address',
    'kind',
    'managerId',
    'projectIds',
    'capacity',
    'status',
    'openedOn',
    'phone',
    'email',
  ],
  form: [
    {
      key: 'identity',
      label: l('المركز', 'Centre', 'Centre'),
      fields: ['name', 'countryId', 'kind', 'status', 'openedOn', 'capacity'],
    },
    {
      key: 'place',
      label: l('المكان والتواصل', 'Place and contact', 'Lieu et contact'),
      fields: ['city', 'address', 'location', 'checkInLocationRequired', 'phone', 'email'],
    },
    {
      key: 'work',
      label: l('الإدارة والمشاريع', 'Management and projects', 'Direction et projets'),
      fields: ['managerId', 'projectIds', 'photo', 'notes'],
    },
  ],
  screens: [{ route: '/center-component', mode: 'manage' }],
  related: [
    { resource: 'centre-employees', field: 'centreId' },
    { resource: 'holidays', field: 'centreId' },
  ],
  example: { name: 'مركز الفرقان', city: 'إسطنبول', kind: 'in_person', capacity: 120 },
});
