import { useTranslate } from 'react-admin';
import { FileUploadInput } from '../../../../components/FileUploadInput';
import { ChoiceField } from './ChoiceField';
import type { GroupProps } from './groupProps';
import { TextSetting } from './TextSetting';

/** Where an update comes from: an XML URL the player fetches, or a file uploaded to it. */
export type SourceFieldsProps = GroupProps &
  (
    | { choice: 'appPushType'; urlField: 'appUpgradeUrl'; fileField: 'appFile'; accept: '.apk' }
    | { choice: 'firmwareSource'; urlField: 'firmwareXmlPath'; fileField: 'firmwareFile'; accept: '.zip' }
  );

const CHOICES = { appPushType: ['upgradeXml', 'apk'], firmwareSource: ['xml', 'zipUrl', 'file'] } as const;

/**
 * An update by XML URL or by file: the app (upgrade XML or .apk) or the firmware (XML URL, ZIP URL beside it,
 * or .zip file).
 */
export const SourceFields = (props: SourceFieldsProps) => {
  const translate = useTranslate();
  const { form, update, disabled, errorOf, choice, urlField, fileField, accept } = props;
  const [byUrl] = CHOICES[choice];
  return (
    <>
      <ChoiceField<string>
        name={choice}
        value={form[choice]}
        choices={CHOICES[choice]}
        onChange={(value) => update({ [choice]: value })}
        disabled={disabled}
      />
      {form[choice] === byUrl ? (
        <TextSetting {...props} field={urlField} type="url" />
      ) : form[choice] === 'zipUrl' ? (
        <TextSetting {...props} field="firmwareZipUrl" type="url" />
      ) : (
        <FileUploadInput
          name={fileField}
          accept={[accept]}
          file={form[fileField]}
          onChange={(file) => update({ [fileField]: file })}
          label={translate(`dm.qbicConfig.fields.${fileField}`)}
          disabled={disabled}
          error={errorOf(fileField).helperText}
        />
      )}
    </>
  );
};
