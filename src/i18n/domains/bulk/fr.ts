// Configuration en masse par tableur sur l’onglet Appareils et l’onglet des lecteurs.
import sheet from '../../../domain/sheetWords/fr';

export default {
  dm: {
    bulk: {
      sheet,
      bar: {
        upload: 'Téléverser',
        bulkConfiguration: 'Configuration en masse',
        downloading: 'Téléchargement de la configuration en masse…',
        downloaded: 'La configuration en masse a été téléchargée.',
      },
      miniDisplay: {
        title: 'Configuration en masse non prise en charge',
        message:
          'La configuration en masse n’est pas prise en charge pour le Mini Display. Désélectionnez le Mini Display pour continuer.',
      },
      dialog: {
        devicesTitle: 'Téléversement de configuration en masse',
        devicesDescription:
          'Choisissez le fichier .xlsx modifié issu du téléchargement, puis validez-le. Seules les lignes valides qui changent quelque chose sont envoyées.',
        playersTitle: 'Téléversement de configuration des lecteurs',
        playersDescription:
          'Choisissez la feuille .xlsx des lecteurs modifiée, puis validez-la. Chaque ligne valide définit l’identifiant et le nom de son lecteur.',
        chooseFile: 'Choisir un fichier .xlsx',
        noFile: 'Aucun fichier choisi',
        validate: 'Valider',
        validating: 'Validation…',
        push: 'Envoyer la configuration',
        pushing: 'Envoi…',
        cancel: 'Annuler',
        close: 'Fermer',
        retryFailed: 'Réessayer les échecs',
        downloadResult: 'Télécharger le résultat',
      },
      table: {
        device: 'Appareil',
        status: 'État',
        details: 'Détails',
        serialNumber: 'Numéro de série',
        deviceName: 'Nom de l’appareil',
        username: 'Nom d’utilisateur',
        row: 'Ligne %{row}',
        show: 'Afficher',
        filter: {
          all: 'Toutes les lignes',
          problems: 'Erreurs',
          changes: 'Modifications',
          unchanged: 'Sans changement',
        },
        empty: 'Aucune ligne à afficher.',
      },
      status: {
        ready: 'Prêt',
        unchanged: 'Sans changement',
        errors: '%{smart_count} erreur trouvée |||| %{smart_count} erreurs trouvées',
        pending: 'En attente',
        success: 'Enregistré',
        failed: 'Échec',
      },
      rows: {
        missing: '%{field} manquant',
        unknown: '%{field} « %{id} » n’appartient pas à ce locataire',
        deviceUnknown: 'L’appareil « %{id} » n’appartient pas à ce locataire',
        oldConfig:
          'Cette ligne est plus ancienne que la configuration de l’appareil, modifiée après le téléchargement. Téléchargez à nouveau la configuration en masse.',
        miniDisplay:
          'Cet appareil est un Mini Display, qui ne peut pas être configuré en masse. Configurez-le seul.',
        change: '%{field} : %{before} → %{after}',
        none: 'aucun',
        noChange: 'L’appareil a déjà cette configuration ; elle n’est pas envoyée.',
      },
      summary: {
        validationFailed: 'Échec de la validation',
        missingFields: 'Champs manquants : %{fields}',
        invalidConfigs:
          '%{invalid} lignes sur %{total} ont des configurations non valides et ne seront pas envoyées.',
        counts: '%{toPush} à envoyer, %{unchanged} sans changement, %{invalid} avec erreurs',
        nothingToPush: 'Rien à envoyer : aucune ligne valide ne modifie son appareil.',
      },
      result: {
        title: 'Résultat de la configuration en masse',
        counts: '%{success} enregistrés, %{failed} en échec',
        allSaved: 'Chaque appareil envoyé a été enregistré.',
        sessionRestored:
          'Votre session a expiré pendant cet envoi ; vous êtes de nouveau connecté. Réessayer les échecs envoie les lignes non enregistrées.',
        sessionHint:
          'Votre session a expiré pendant l’envoi. Reconnectez-vous, puis utilisez Réessayer les échecs.',
        sheet: {
          row: 'Ligne',
          deviceId: 'ID de l’appareil',
          device: 'Appareil',
          outcome: 'Résultat',
          reason: 'Motif',
          changes: 'Modifications',
        },
      },
      push: {
        sessionEnded: 'Non envoyé : la session a expiré',
        cancelled: 'Non envoyé : arrêté',
      },
      file: {
        notMultipart: 'Le fichier n’a pas pu être envoyé. Réessayez.',
        noFile: 'Choisissez un fichier à téléverser.',
        notXlsx: 'Seuls les fichiers .xlsx peuvent être téléversés.',
        notSpreadsheet: 'Ce fichier n’est pas un classeur .xlsx.',
        corrupt: 'Ce fichier est endommagé et ne peut pas être lu.',
        tooLarge: 'Ce fichier est trop volumineux (10 Mo au plus).',
        tooBigUnpacked: 'Ce fichier est trop volumineux une fois décompressé.',
        tooManyRows: 'La feuille a trop de lignes (10 000 au plus).',
        timeout: 'La lecture de ce fichier a pris trop de temps.',
        formula: 'La cellule %{cell} contient une formule. Saisissez uniquement des valeurs.',
        empty: 'La feuille n’a aucune ligne à configurer.',
        missingHeaders: 'Colonnes manquantes : %{names}',
        unknownHeaders: 'Colonnes inconnues : %{names}',
        duplicateHeaders: 'Colonnes en double : %{names}',
        duplicateRows: 'Appareils présents sur plusieurs lignes : %{names}',
        title: 'Le fichier n’a pas été accepté',
      },
      player: {
        download: 'Télécharger la configuration en masse',
        serialNotFound: 'Numéro de série introuvable parmi les lecteurs détectés',
        serialMissing: 'Le numéro de série manque',
        passwordMissing: 'Un nom d’utilisateur exige un mot de passe',
        statusChanged: 'État modifié : le serveur a refusé cette ligne',
        unableToConnect: 'Connexion impossible',
        locked: 'Ignoré, appareil verrouillé',
        mismatch: 'Un autre lecteur répond à cette adresse IP (numéro de série différent)',
        unlockFailed: 'Le mot de passe du lecteur n’a pas pu être réinitialisé',
        lockFailed: 'Le lecteur n’a pas pu être sécurisé',
        failed: 'Le lecteur a refusé la modification',
      },
    },
  },
};
