import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/**
 * Messages of the resource engine: validation of field kinds, errors of the generic API, and
 * the words of the generic list, form and detail screens.
 */
export const resourcesMessages = defineMessagesSideBySide({
  'resources.system.id': {
    en: 'Identifier',
    ar: 'المعرّف',
    fr: 'Identifiant',
  },
  'resources.system.createdAt': {
    en: 'Created',
    ar: 'تاريخ الإنشاء',
    fr: 'Créé le',
  },
  'resources.system.updatedAt': {
    en: 'Last changed',
    ar: 'آخر تعديل',
    fr: 'Modifié le',
  },
  'resources.system.version': {
    en: 'Version',
    ar: 'الإصدار',
    fr: 'Version',
  },
  'resources.system.archivedAt': {
    en: 'Archived on',
    ar: 'تاريخ الأرشفة',
    fr: 'Archivé le',
  },
  'resources.validation.code': {
    en: 'Use Latin letters, digits, "-" or "_".',
    ar: 'استخدم حروفًا لاتينية أو أرقامًا أو "-" أو "_".',
    fr: 'Utilisez des lettres latines, des chiffres, « - » ou « _ ».',
  },
  'resources.validation.isoCode': {
    en: 'Use capital Latin letters, such as TR.',
    ar: 'استخدم حروفًا لاتينية كبيرة مثل TR.',
    fr: 'Utilisez des majuscules latines, comme TR.',
  },
  'resources.validation.currency': {
    en: 'Enter a three-letter currency code (e.g. TRY, USD).',
    ar: 'أدخل رمز العملة من ثلاثة أحرف (مثل TRY أو USD).',
    fr: 'Saisissez un code de devise à trois lettres (ex. TRY, USD).',
  },
  'resources.validation.color': {
    en: 'Enter a colour as #RRGGBB.',
    ar: 'أدخل اللون بالصيغة ‎#RRGGBB.',
    fr: 'Saisissez une couleur au format #RRGGBB.',
  },
  'resources.validation.url': {
    en: 'Enter an address starting with http:// or https://.',
    ar: 'أدخل عنوانًا يبدأ بـ http://‎ أو https://‎.',
    fr: 'Saisissez une adresse commençant par http:// ou https://.',
  },
  'resources.validation.latin': {
    en: 'Use Latin letters only.',
    ar: 'استخدم الحروف اللاتينية فقط.',
    fr: 'Utilisez uniquement des lettres latines.',
  },
  'resources.validation.time': {
    en: 'Enter a time as HH:MM.',
    ar: 'أدخل الوقت بالصيغة HH:MM.',
    fr: 'Saisissez une heure au format HH:MM.',
  },
  'resources.validation.reference': {
    en: 'Choose a record from the list.',
    ar: 'اختر سجلًا من القائمة.',
    fr: 'Choisissez un enregistrement dans la liste.',
  },
  'resources.validation.referenceNotFound': {
    en: 'The chosen record does not exist or is out of your reach.',
    ar: 'السجل المختار غير موجود أو خارج نطاق صلاحياتك.',
    fr: "L'enregistrement choisi n'existe pas ou est hors de votre portée.",
  },
  'resources.validation.referenceArchived': {
    en: 'The chosen record is archived.',
    ar: 'السجل المختار مؤرشف.',
    fr: "L'enregistrement choisi est archivé.",
  },
  'resources.validation.referenceInactive': {
    en: 'The chosen record is no longer in use.',
    ar: 'السجل المختار لم يعد مستخدمًا.',
    fr: "L'enregistrement choisi n'est plus en usage.",
  },
  'resources.validation.file': {
    en: 'Upload the file again.',
    ar: 'ارفع الملف مرة أخرى.',
    fr: 'Téléversez le fichier à nouveau.',
  },
  'resources.validation.fileNotFound': {
    en: 'The file was not found; upload it again.',
    ar: 'لم يُعثر على الملف؛ ارفعه مرة أخرى.',
    fr: 'Fichier introuvable ; téléversez-le à nouveau.',
  },
  'resources.validation.fileType': {
    en: 'This kind of file is not accepted here.',
    ar: 'هذا النوع من الملفات غير مقبول هنا.',
    fr: "Ce type de fichier n'est pas accepté ici.",
  },
  'resources.validation.fileSize': {
    en: 'The file is larger than {{max}}.',
    ar: 'حجم الملف أكبر من {{max}}.',
    fr: 'Le fichier dépasse {{max}}.',
  },
  'resources.validation.unsafeContent': {
    en: 'The formatted text contains something that is not allowed.',
    ar: 'يحتوي النص المنسق على عناصر غير مسموح بها.',
    fr: 'Le texte mis en forme contient un élément non autorisé.',
  },
  'resources.validation.dateOrder': {
    en: 'The end must not come before the start.',
    ar: 'يجب ألا تسبق النهايةُ البداية.',
    fr: 'La fin ne doit pas précéder le début.',
  },
  'resources.validation.version': {
    en: 'The version of the record you read is missing.',
    ar: 'رقم إصدار السجل الذي قرأته مفقود.',
    fr: "La version de l'enregistrement lu est manquante.",
  },
  'resources.validation.sort': {
    en: 'The list cannot be sorted by this column.',
    ar: 'لا يمكن ترتيب القائمة حسب هذا العمود.',
    fr: 'La liste ne peut pas être triée par cette colonne.',
  },
  'resources.validation.unknownParameter': {
    en: 'This parameter is not known.',
    ar: 'هذا المعامل غير معروف.',
    fr: "Ce paramètre n'est pas connu.",
  },
  'resources.validation.unique': {
    en: 'Another record already has this value.',
    ar: 'توجد هذه القيمة في سجل آخر.',
    fr: 'Un autre enregistrement a déjà cette valeur.',
  },
  'resources.validation.createOnly': {
    en: 'This value cannot be changed after creation.',
    ar: 'لا يمكن تغيير هذه القيمة بعد الإنشاء.',
    fr: 'Cette valeur ne peut plus être modifiée après la création.',
  },
  'resources.validation.timesRequired': {
    en: 'Special hours need an opening and a closing time.',
    ar: 'الدوام الخاص يحتاج إلى وقت بداية ووقت نهاية.',
    fr: "Les horaires spéciaux demandent une heure d'ouverture et de fermeture.",
  },
  'resources.validation.timeZone': {
    en: 'Enter a known time zone, such as Europe/Istanbul.',
    ar: 'أدخل منطقة زمنية معروفة مثل Europe/Istanbul.',
    fr: 'Saisissez un fuseau horaire connu, comme Europe/Istanbul.',
  },
  'resources.errors.archived': {
    en: 'This record is archived. Restore it before changing it.',
    ar: 'هذا السجل مؤرشف. استعده قبل تعديله.',
    fr: 'Cet enregistrement est archivé. Restaurez-le avant de le modifier.',
  },
  'resources.errors.notArchived': {
    en: 'This record is not archived.',
    ar: 'هذا السجل غير مؤرشف.',
    fr: "Cet enregistrement n'est pas archivé.",
  },
  'resources.errors.sensitiveField': {
    en: 'You may not see or change the field "{{field}}".',
    ar: 'لا يحق لك عرض الحقل "{{field}}" أو تغييره.',
    fr: 'Vous ne pouvez ni voir ni modifier le champ « {{field}} ».',
  },
  'resources.errors.unknownResource': {
    en: 'There is no such kind of record.',
    ar: 'لا يوجد نوع سجلات بهذا الاسم.',
    fr: "Ce type d'enregistrement n'existe pas.",
  },
  'resources.errors.fileTooLarge': {
    en: 'The file is too large.',
    ar: 'الملف كبير جدًا.',
    fr: 'Le fichier est trop volumineux.',
  },
  'resources.errors.organisationList': {
    ar: 'هذه القائمة مشتركة في المنظمة كلها؛ لا يعدّلها إلا من تشمل صلاحيته المنظمة كلها',
    en: 'This list is shared by the whole organisation: only someone whose role covers the whole organisation may change it',
    fr: 'Cette liste est commune à toute l’organisation : seule une personne dont le rôle couvre toute l’organisation peut la modifier',
  },
  'resources.errors.fileType': {
    en: 'This kind of file is not accepted.',
    ar: 'هذا النوع من الملفات غير مقبول.',
    fr: "Ce type de fichier n'est pas accepté.",
  },
  'resources.errors.noFile': {
    en: 'No file was sent.',
    ar: 'لم يُرسل أي ملف.',
    fr: "Aucun fichier n'a été envoyé.",
  },
  'resources.outcome.deleted': {
    en: 'Deleted.',
    ar: 'تم الحذف.',
    fr: 'Supprimé.',
  },
  'resources.outcome.archived': {
    en: 'Archived: other records refer to it, so it was kept.',
    ar: 'تمت الأرشفة: هناك سجلات أخرى تشير إليه فاحتُفظ به.',
    fr: "Archivé : d'autres enregistrements s'y réfèrent, il a été conservé.",
  },
  'resources.outcome.restored': {
    en: 'Restored.',
    ar: 'تمت الاستعادة.',
    fr: 'Restauré.',
  },
  'resources.actions.new': {
    en: 'New {{item}}',
    ar: '{{item}} جديد',
    fr: 'Nouveau : {{item}}',
  },
  'resources.actions.edit': {
    en: 'Edit',
    ar: 'تعديل',
    fr: 'Modifier',
  },
  'resources.actions.save': {
    en: 'Save',
    ar: 'حفظ',
    fr: 'Enregistrer',
  },
  'resources.actions.cancel': {
    en: 'Cancel',
    ar: 'إلغاء',
    fr: 'Annuler',
  },
  'resources.actions.delete': {
    en: 'Delete',
    ar: 'حذف',
    fr: 'Supprimer',
  },
  'resources.actions.archive': {
    en: 'Archive',
    ar: 'أرشفة',
    fr: 'Archiver',
  },
  'resources.actions.restore': {
    en: 'Restore',
    ar: 'استعادة',
    fr: 'Restaurer',
  },
  'resources.actions.bulkArchive': {
    en: 'Archive selected',
    ar: 'أرشفة المحدد',
    fr: 'Archiver la sélection',
  },
  'resources.actions.export': {
    en: 'Export',
    ar: 'تصدير',
    fr: 'Exporter',
  },
  'resources.actions.exportXlsx': {
    en: 'Excel (.xlsx)',
    ar: 'إكسل (.xlsx)',
    fr: 'Excel (.xlsx)',
  },
  'resources.actions.exportCsv': {
    en: 'CSV',
    ar: 'CSV',
    fr: 'CSV',
  },
  'resources.actions.columns': {
    en: 'Columns',
    ar: 'الأعمدة',
    fr: 'Colonnes',
  },
  'resources.actions.filters': {
    en: 'Filters',
    ar: 'عوامل التصفية',
    fr: 'Filtres',
  },
  'resources.actions.clearFilters': {
    en: 'Clear filters',
    ar: 'مسح التصفية',
    fr: 'Effacer les filtres',
  },
  'resources.actions.history': {
    en: 'History',
    ar: 'السجل',
    fr: 'Historique',
  },
  'resources.actions.upload': {
    en: 'Upload',
    ar: 'رفع',
    fr: 'Téléverser',
  },
  'resources.actions.removeFile': {
    en: 'Remove file',
    ar: 'إزالة الملف',
    fr: 'Retirer le fichier',
  },
  'resources.list.search': {
    en: 'Search…',
    ar: 'بحث…',
    fr: 'Rechercher…',
  },
  'resources.list.empty': {
    en: 'Nothing to show.',
    ar: 'لا توجد بيانات.',
    fr: 'Rien à afficher.',
  },
  'resources.list.archived': {
    en: 'Archived',
    ar: 'مؤرشف',
    fr: 'Archivé',
  },
  'resources.list.showArchived': {
    en: 'Show archived',
    ar: 'إظهار المؤرشف',
    fr: 'Afficher les archivés',
  },
  'resources.list.onlyArchived': {
    en: 'Archived only',
    ar: 'المؤرشف فقط',
    fr: 'Archivés seulement',
  },
  'resources.list.scrollsSideways': {
    en: 'More columns: scroll the table sideways.',
    ar: 'في الجدول أعمدة أخرى: مرّره أفقيًا لرؤيتها.',
    fr: 'D’autres colonnes : faites défiler le tableau horizontalement.',
  },
  'resources.filter.from': {
    en: 'From',
    ar: 'من',
    fr: 'Du',
  },
  'resources.filter.to': {
    en: 'To',
    ar: 'إلى',
    fr: 'Au',
  },
  'resources.filter.min': {
    en: 'At least',
    ar: 'على الأقل',
    fr: 'Au moins',
  },
  'resources.filter.max': {
    en: 'At most',
    ar: 'على الأكثر',
    fr: 'Au plus',
  },
  'resources.filter.any': {
    en: 'Any',
    ar: 'الكل',
    fr: 'Tous',
  },
  'resources.form.created': {
    en: 'Saved.',
    ar: 'تم الحفظ.',
    fr: 'Enregistré.',
  },
  'resources.form.unsaved': {
    en: 'You have unsaved changes.',
    ar: 'لديك تغييرات غير محفوظة.',
    fr: 'Vous avez des modifications non enregistrées.',
  },
  'resources.form.conflict': {
    en: 'Someone else changed this record meanwhile. Reload to see their changes.',
    ar: 'عدّل شخص آخر هذا السجل في الأثناء. أعد التحميل لترى تعديلاته.',
    fr: "Quelqu'un d'autre a modifié cet enregistrement entre-temps. Rechargez pour voir ses modifications.",
  },
  'resources.detail.history': {
    en: 'History of changes',
    ar: 'سجل التغييرات',
    fr: 'Historique des modifications',
  },
  'resources.detail.related': {
    en: 'Related records',
    ar: 'سجلات مرتبطة',
    fr: 'Enregistrements liés',
  },
  'resources.history.create': {
    en: 'Created',
    ar: 'أُنشئ',
    fr: 'Créé',
  },
  'resources.history.update': {
    en: 'Changed',
    ar: 'عُدّل',
    fr: 'Modifié',
  },
  'resources.history.delete': {
    en: 'Deleted',
    ar: 'حُذف',
    fr: 'Supprimé',
  },
  'resources.history.archive': {
    en: 'Archived',
    ar: 'أُرشف',
    fr: 'Archivé',
  },
  'resources.history.restore': {
    en: 'Restored',
    ar: 'استُعيد',
    fr: 'Restauré',
  },
  'resources.history.by': {
    en: 'by {{name}}',
    ar: 'بواسطة {{name}}',
    fr: 'par {{name}}',
  },
  'resources.history.field': {
    en: 'Field',
    ar: 'الحقل',
    fr: 'Champ',
  },
  'resources.history.before': {
    en: 'Before',
    ar: 'قبل',
    fr: 'Avant',
  },
  'resources.history.after': {
    en: 'After',
    ar: 'بعد',
    fr: 'Après',
  },
  'resources.confirm.archive': {
    en: 'Archive this record? It can be restored later.',
    ar: 'أرشفة هذا السجل؟ يمكن استعادته لاحقًا.',
    fr: 'Archiver cet enregistrement ? Il pourra être restauré.',
  },
  'resources.confirm.delete': {
    en: 'Delete this record? If other records refer to it, it is archived instead.',
    ar: 'حذف هذا السجل؟ إن كانت سجلات أخرى تشير إليه فسيؤرشف بدلًا من ذلك.',
    fr: "Supprimer cet enregistrement ? S'il est référencé ailleurs, il sera archivé à la place.",
  },
});

/** Counted messages of the resource lists (`key_<plural category>`, see i18n/plural.ts). */
export const resourcesCountedMessages = defineCounted({
  'resources.list.selected': {
    ar: {
      zero: 'لم يُحدَّد أي سجل',
      one: 'تم تحديد سجل واحد',
      two: 'تم تحديد سجلين',
      few: 'تم تحديد {{n}} سجلات',
      many: 'تم تحديد {{n}} سجلًا',
      other: 'تم تحديد {{n}} سجل',
    },
    en: { one: '{{n}} selected', other: '{{n}} selected' },
    fr: { one: '{{n}} sélectionné', many: '{{n}} sélectionnés', other: '{{n}} sélectionnés' },
  },
});
