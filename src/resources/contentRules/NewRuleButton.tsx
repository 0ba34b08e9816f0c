import { localStore } from '../../storage/browserStorage';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { Button } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  appOfPreference,
  rememberedPreference,
  rememberPreference,
  type AppPreference,
} from './appPreference';
import { AppPreferenceDialog } from './AppPreferenceDialog';
import { useResourcePaths } from '../../components/resourcePaths';

/** Create: asks for kiosk or workplace first, unless the choice is remembered; the new rule starts in that app. */
export const NewRuleButton = () => {
  const navigate = useNavigate();
  const paths = useResourcePaths();
  const [asking, setAsking] = useState(false);
  const start = (choice: AppPreference) => navigate(`${paths.create}?app=${appOfPreference(choice)}`);
  const onClick = () => {
    const remembered = rememberedPreference(localStore());
    if (remembered) start(remembered);
    else setAsking(true);
  };
  return (
    <>
      <Button label="ra.action.create" onClick={onClick}>
        <AddIcon />
      </Button>
      {asking ? (
        <AppPreferenceDialog
          onCancel={() => setAsking(false)}
          onChoose={(choice, remember) => {
            if (remember) rememberPreference(localStore(), choice);
            setAsking(false);
            start(choice);
          }}
        />
      ) : null}
    </>
  );
};
