import { ContactResponseSchema, type ContactRequest } from '@monstory/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api/api-client';
import { ApiError } from '../../lib/api/api-errors';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { TextField } from '../../lib/components/text-field';
import { PageLead, SitePage } from '../../lib/site/site-page';
import {
  EMPTY_CONTACT,
  errorsFromServer,
  validateContact,
  type ContactErrors,
  type ContactField,
} from './contact-form-state';
import { MessageField } from './message-field';

/** docs/product.md#contact Contact form and POST /contact (no auth); field rules, docs/product.md#errors outcome texts. */
export function ContactPage() {
  const { t } = useTranslation('site');
  const [values, setValues] = useState<ContactRequest>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const send = useMutation({
    mutationFn: (body: ContactRequest) =>
      apiPost('/contact', body, { auth: false, schema: ContactResponseSchema }),
    onError: (error) => {
      if (error instanceof ApiError) setErrors(errorsFromServer(error.body?.error.fields));
    },
    onSuccess: () => setValues(EMPTY_CONTACT),
  });

  const update = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: ContactField) => {
    const key = errors[field];
    return key ? t(`contact.errors.${key}`) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate(values);
  };

  const rateLimited = send.error instanceof ApiError && send.error.status === 429;
  return (
    <SitePage
      title={t('contactUs')}
      banner={<PageLead>{t('contact.lead')}</PageLead>}
      className="max-w-xl gap-6"
    >
      {send.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">{t('contact.success')}</Notice>
          <button type="button" onClick={() => send.reset()} className={buttonClass('secondary')}>
            {t('contact.sendAnother')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => update('name')(event.target.value)}
            error={errorOf('name')}
          />
          <TextField
            label={t('contact.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => update('email')(event.target.value)}
            error={errorOf('email')}
          />
          <TextField
            label={t('contact.subject')}
            name="subject"
            value={values.subject}
            onChange={(event) => update('subject')(event.target.value)}
            error={errorOf('subject')}
          />
          <MessageField
            label={t('contact.message')}
            value={values.message}
            onChange={update('message')}
            error={errorOf('message')}
          />
          {send.isError && (
            <Notice tone="error">
              {rateLimited ? t('contact.rateLimited') : t('contact.failure')}
            </Notice>
          )}
          <button type="submit" disabled={send.isPending} className={buttonClass('primary')}>
            {send.isPending ? t('contact.sending') : t('contact.send')}
          </button>
        </form>
      )}
    </SitePage>
  );
}
