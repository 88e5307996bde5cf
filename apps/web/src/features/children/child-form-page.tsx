import type { Child } from '@monstory/contracts/children';
import { ENABLED_LANGUAGES, resolveLanguage } from '@monstory/contracts/language';
import { MAX_CHILDREN } from '@monstory/contracts/children';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { isApiError } from '../../lib/api/api-errors';
import { readActiveChildId } from '../../lib/children/active-child';
import { useChildren } from '../../lib/children/children-query';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { changeAppLanguage } from '../../lib/i18n/change-language';
import { CHILDREN_PATH } from '../../lib/navigation/app-paths';
import { childRefusal, useSaveChild } from './children-api';
import { ChildForm, formValuesOf } from './child-form';
import type { ChildFormValues } from './child-form';
import { RemoveChildSection } from './remove-child-section';

/** Adding a child (behind the parental gate). */
export function NewChildPage() {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return <ChildEditor child={null} initial={formValuesOf(null, language)} />;
}

/** Changing or removing a child (behind the parental gate). */
export function EditChildPage() {
  const { t } = useTranslation('children');
  const { id } = useParams();
  const children = useChildren();

  if (children.isPending) {
    return (
      <p role="status" className="text-center text-ink-muted">
        {t('loading')}
      </p>
    );
  }
  const list = children.data?.children ?? [];
  const child = list.find((one) => one.id === id);
  if (!child) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
        <Notice tone="error">{children.isError ? t('loadFailed') : t('notFound')}</Notice>
        <Link to={CHILDREN_PATH} className={buttonClass('secondary', 'self-start')}>
          {t('backToList')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-10">
      <ChildEditor child={child} initial={formValuesOf(child, child.languageCode)} />
      <RemoveChildSection
        child={child}
        onlyChild={list.length <= 1}
        others={list.filter((one) => one.id !== child.id)}
      />
    </div>
  );
}

function ChildEditor({ child, initial }: { child: Child | null; initial: ChildFormValues }) {
  const { t, i18n } = useTranslation('children');
  const { t: tApi } = useTranslation('api');
  const navigate = useNavigate();
  const save = useSaveChild(child?.id ?? null);

  const submit = (values: ChildFormValues) => {
    save.mutate(values, {
      onSuccess: async (saved) => {
        // The child using this device now speaks their new language at once.
        const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
        if (
          saved.id === readActiveChildId() &&
          saved.languageCode !== current &&
          ENABLED_LANGUAGES.includes(saved.languageCode)
        ) {
          await changeAppLanguage(i18n, saved.languageCode);
        }
        void navigate(CHILDREN_PATH, { replace: true });
      },
    });
  };

  const refusal = childRefusal(save.error);
  const error = !save.isError
    ? null
    : refusal === 'limit'
      ? t('errors.limit', { max: MAX_CHILDREN })
      : describeApiError(save.error, (key) => tApi(key));
  const nameError = isApiError(save.error) ? save.error.fieldErrors.name : undefined;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      {!child && <p className="text-lg text-pretty text-ink-muted">{t('intro')}</p>}
      <ChildForm
        initial={initial}
        submitLabel={child ? t('form.saveChanges') : t('form.saveNew')}
        busy={save.isPending}
        error={error}
        nameError={nameError}
        onSubmit={submit}
      />
    </div>
  );
}
