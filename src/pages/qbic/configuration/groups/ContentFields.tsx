import { useTranslate } from 'react-admin';
import { FileUploadInput } from '../../../../components/FileUploadInput';
import { ChoiceField } from './ChoiceField';
import type { GroupProps } from './groupProps';
import { TextSetting } from './TextSetting';

/** Content type: a website URL, or the app by upgrade XML URL or .apk file. */
export const ContentFields = (props: GroupProps) => {
  const translate = useTranslate();
  const { form, update, disabled, errorOf } = props;
  return (
    <>
      <ChoiceField
        name="contentType"
        value={form.contentType}
        choices={['app', 'website'] as const}
        onChange={(contentType) => update({ contentType })}
        disabled={disabled}
      />
      {form.contentType === 'website' ? (
        <TextSetting {...props} field="contentUrl" type="url" />
      ) : (
        <>
          <ChoiceField
            name="appPushType"
            value={form.appPushType}
            choices={['upgradeXml', 'apk'] as const}
            onChange={(appPushType) => update({ appPushType })}
            disabled={disabled}
          />
          {form.appPushType === 'upgradeXml' ? (
            <TextSetting {...props} field="appUpgradeUrl" type="url" />
          ) : (
            <FileUploadInput
              name="appFile"
              accept={['.apk']}
              file={form.appFile}
              onChange={(appFile) => update({ appFile })}
              label={translate('dm.qbicConfig.fields.appFile')}
              disabled={disabled}
              error={errorOf('appFile').helperText}
            />
          )}
        </>
      )}
    </>
  );
};
