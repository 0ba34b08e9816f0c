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
        fileDownloaded: 'Téléchargé : %{name}',
        leftOut:
          "La feuille ne contient pas l'appareil qui n'appartient plus à ce locataire : %{names}. Il a été désélectionné. |||| La feuille ne contient pas les %{smart_count} appareils qui n'appartiennent plus à ce locataire : %{names}. Ils ont été désélectionnés.",
        noneInTenant:
          "L'appareil sélectionné n'appartient plus à ce locataire : il n'y a pas de feuille à télécharger. La liste a été rechargée. |||| Aucun des %{smart_count} appareils sélectionnés n'appartient plus à ce locataire : il n'y a pas de feuille à télécharger. La liste a été rechargée.",
      },
      serviceDesk: {
        title: 'Configuration en masse non prise en charge',
        message:
          "La configuration en masse n'est pas prise en charge pour les écrans de service et les écrans de poste de travail : la feuille n'a pas de champs pour eux. Désélectionnez-les pour continuer, puis configurez-les un par un.",
        names:
          "L'écran de service ou de poste de travail parmi les appareils sélectionnés : |||| Les %{smart_count} écrans de service ou de poste de travail parmi les appareils sélectionnés :",
        more: 'et %{smart_count} autre |||| et %{smart_count} autres',
        deselect:
          "Désélectionner l'écran de service ou de poste de travail |||| Désélectionner les %{smart_count} écrans de service et de poste de travail",
      },
      miniDisplay: {
        names:
          'Le Mini Display parmi les appareils sélectionnés : |||| Les %{smart_count} Mini Displays parmi les appareils sélectionnés :',
        deselect: 'Désélectionner le Mini Display |||| Désélectionner les %{smart_count} Mini Displays',
        more: 'et %{smart_count} autre |||| et %{smart_count} autres',
        title: 'Configuration en masse non prise en charge',
        message:
          "La configuration en masse n'est pas prise en charge pour le Mini Display. Désélectionnez le Mini Display pour continuer.",
      },
      dialog: {
        devicesTitle: 'Téléversement de configuration en masse',
        devicesDescription:
          'Choisissez le fichier .xlsx modifié issu du téléchargement, puis validez-le. Seules les lignes valides qui changent quelque chose sont envoyées.',
        playersTitle: 'Téléversement de configuration en masse des lecteurs',
        playersDescription:
          "Choisissez la feuille .xlsx des lecteurs modifiée, puis validez-la. Avant l'envoi, la boîte de dialogue indique ce que l'envoi changera sur les lecteurs ; une ligne qui correspond déjà à son lecteur ne change rien.",
        chooseFile: 'Choisir un fichier .xlsx',
        chooseAnother: 'Choisir un autre fichier',
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
        deviceName: "Nom de l'appareil",
        username: "Nom d'utilisateur",
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
        errors: '%{smart_count} erreur trouvée |||| %{smart_count} erreurs trouvées',
        pending: 'En attente',
        success: 'Enregistré',
        failed: 'Échec',
      },
      rows: {
        notConfigured: 'Pas encore configuré : remplissez ou supprimez cette ligne.',
        typeNotInBulk:
          "%{type} : ce type d'écran ne peut pas être configuré en masse (seuls les écrans de salle, d'étage et d'avis le peuvent). Configurez l'appareil individuellement ou supprimez cette ligne.",
        missing: '%{field} : aucune valeur',
        unknown: "%{field} : « %{id} » n'appartient pas à ce locataire",
        deviceUnknown: "L'appareil « %{id} » n'appartient pas à ce locataire",
        otherType:
          "%{field} : « %{id} » relève d'un autre type d'écran (%{type}) que cette ligne (%{rowType})",
        otherRegion: "La salle « %{id} » n'est pas dans la région « %{region} »",
        otherBuilding: "%{field} : « %{id} » n'est pas dans le bâtiment « %{building} »",
        oldConfig:
          "Cette ligne est plus ancienne que la configuration de l'appareil, modifiée après le téléchargement. Téléchargez à nouveau la configuration en masse.",
        miniDisplay:
          'Cet appareil est un Mini Display, qui ne peut pas être configuré en masse. Configurez-le individuellement.',
        change: '%{field} : %{before} → %{after}',
        none: '(vide)',
        noChange: "L'appareil a déjà cette configuration ; elle n'est pas envoyée.",
      },
      summary: {
        notConfigured:
          "L'appareil pas encore configuré a une ligne vide : remplissez-la ou supprimez-la. |||| %{smart_count} appareils pas encore configurés ont des lignes vides : remplissez-les ou supprimez-les.",
        stale:
          "%{smart_count} ligne est plus ancienne que la configuration de son appareil et n'est pas envoyée. Téléchargez à nouveau la configuration en masse. |||| %{smart_count} lignes sont plus anciennes que la configuration de leurs appareils et ne sont pas envoyées. Téléchargez à nouveau la configuration en masse.",
        validationFailed: 'Échec de la validation',
        missingFields: 'Champs manquants : %{fields}',
        invalidFields: 'Champs aux valeurs erronées : %{fields}',
        invalidConfigs:
          "Les lignes dont la configuration n'est pas valide ne sont pas envoyées : %{invalid} sur %{total}.",
        counts: 'À envoyer : %{toPush}. Sans changement : %{unchanged}. Avec erreurs : %{invalid}.',
        nothingToPush: 'Rien à envoyer : aucune ligne valide ne modifie son appareil.',
      },
      result: {
        title: 'Résultat de la configuration en masse',
        counts: 'Enregistrés : %{success}. Échecs : %{failed}.',
        allSaved: 'Tous les appareils envoyés ont été enregistrés.',
        playersTitle: 'Résultat de la configuration en masse des lecteurs',
        allPlayersSaved: 'Tous les lecteurs envoyés ont été enregistrés.',
        retryHint: "« Réessayer les échecs » n'envoie que les lignes non enregistrées.",
        fileName: 'resultat-configuration-en-masse',
        sheetName: 'Résultat',
        playersFileName: 'resultat-configuration-en-masse-lecteurs',
        playersSheetName: 'Résultat des lecteurs',
        sessionRestored:
          'Votre session a expiré pendant cet envoi ; vous êtes de nouveau connecté. « Réessayer les échecs » envoie les lignes non enregistrées.',
        sessionHint:
          "Votre session a expiré pendant l'envoi. Reconnectez-vous, puis utilisez « Réessayer les échecs ».",
        sheet: {
          row: 'Ligne',
          deviceId: "ID de l'appareil",
          device: 'Appareil',
          outcome: 'Résultat',
          serialNumber: 'Numéro de série',
          deviceName: "Nom de l'appareil",
          username: "Nom d'utilisateur",
          notPushed: 'Non envoyé',
          reason: 'Motif',
          changes: 'Modifications',
        },
      },
      push: {
        sessionEnded: 'Non envoyé : la session a expiré',
        cancelled: 'Non envoyé : arrêté',
      },
      file: {
        notMultipart: "Le fichier n'a pas pu être envoyé. Réessayez.",
        noFile: 'Choisissez un fichier à téléverser.',
        notXlsx: 'Seuls les fichiers .xlsx peuvent être téléversés.',
        notSpreadsheet: "Ce fichier n'est pas un classeur .xlsx.",
        corrupt: 'Ce fichier est endommagé et ne peut pas être lu.',
        tooLarge: 'Ce fichier est trop volumineux (10 Mo au plus).',
        tooBigUnpacked: 'Ce fichier est trop volumineux une fois décompressé.',
        tooManyRows: 'La feuille a trop de lignes (10 000 au plus).',
        timeout: 'La lecture de ce fichier a pris trop de temps.',
        formula: 'La cellule %{cell} contient une formule. Saisissez uniquement des valeurs.',
        empty: "La feuille n'a aucune ligne à configurer.",
        missingHeaders: 'Colonnes manquantes : %{names}',
        unknownHeaders: 'Colonnes inconnues : %{names}',
        duplicateHeaders: 'Colonnes en double : %{names}',
        duplicateRows: 'Appareils présents sur plusieurs lignes : %{names}',
        title: "Le fichier n'a pas été accepté",
      },
      player: {
        noChange: 'Rien à modifier : le lecteur correspond déjà à cette ligne',
        removeLogin: {
          title: 'Retirer des identifiants ?',
          message:
            "Le nom d'utilisateur est vide dans la ligne de ce lecteur ; l'envoi lui retirera donc ses identifiants : %{names}. Envoyer quand même ? |||| Le nom d'utilisateur est vide dans les lignes de ces %{smart_count} lecteurs ; l'envoi leur retirera donc leurs identifiants : %{names}. Envoyer quand même ?",
        },
        summary: {
          title: "L'envoi de la configuration va :",
          name: 'définir le nom de %{smart_count} lecteur |||| définir le nom de %{smart_count} lecteurs',
          loginSet:
            "définir les identifiants (nom d'utilisateur et mot de passe) de %{smart_count} lecteur |||| définir les identifiants (nom d'utilisateur et mot de passe) de %{smart_count} lecteurs",
          loginRemove:
            'retirer les identifiants de %{smart_count} lecteur |||| retirer les identifiants de %{smart_count} lecteurs',
          derive:
            "remplacer le mot de passe de l'appareil de %{smart_count} lecteur par celui de la console (sécurité QBIC activée) |||| remplacer le mot de passe de l'appareil de %{smart_count} lecteurs par celui de la console (sécurité QBIC activée)",
          reset:
            "réinitialiser le mot de passe de l'appareil de %{smart_count} lecteur au mot de passe d'usine (sécurité QBIC désactivée) |||| réinitialiser le mot de passe de l'appareil de %{smart_count} lecteurs au mot de passe d'usine (sécurité QBIC désactivée)",
          unchanged:
            'laisser %{smart_count} lecteur tel quel : il correspond déjà à sa ligne |||| laisser %{smart_count} lecteurs tels quels : ils correspondent déjà à leurs lignes',
          nothing: 'Rien à envoyer : chaque lecteur correspond déjà à sa ligne.',
        },
        download: 'Télécharger la configuration en masse',
        serialNotFound: 'Numéro de série introuvable parmi les lecteurs détectés',
        serialMissing: 'Numéro de série manquant',
        passwordMissing: "Mot de passe manquant : un nom d'utilisateur exige un mot de passe",
        statusChanged: 'État modifié : le serveur a refusé cette ligne',
        serialRepeated: 'Le numéro de série « %{serial} » figure déjà dans une ligne précédente',
        ipInvalid: "L'adresse IP « %{ip} » n'est pas une adresse IPv4",
        nameTooLong: "Le nom de l'appareil est trop long : %{length} caractères, %{max} au plus",
        unableToConnect: 'Connexion impossible',
        locked: "Ignoré : l'appareil est verrouillé",
        lockedOwn:
          'Ignoré : verrouillé avec son propre mot de passe, défini dans cette console. « Réessayer les échecs » le demande.',
        mismatch: 'Un autre lecteur répond à cette adresse IP (numéro de série différent)',
        unlockFailed: "Le mot de passe du lecteur n'a pas pu être réinitialisé",
        lockFailed: "Le lecteur n'a pas pu être verrouillé",
        failed: 'Le lecteur a refusé la modification',
      },
    },
  },
};
