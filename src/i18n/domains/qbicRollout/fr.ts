// Staged rollout of an app or firmware to QBIC players: setup, waves, gate, stop rule and result (issue 23).
export default {
  dm: {
    qbicRollout: {
      title: 'Déploiement de mise à jour',
      subheader: '%{file} (%{kind})',
      kind: { app: 'Application', firmware: 'Micrologiciel' },
      startAll:
        'Déployer une mise à jour sur %{smart_count} lecteur |||| Déployer une mise à jour sur %{smart_count} lecteurs',
      empty:
        "Déployez une application (.apk) ou un micrologiciel (.zip) par vagues : quelques lecteurs d'abord, chacun vérifié après son redémarrage, puis les autres. Lancez une recherche de lecteurs pour commencer.",
      status: {
        remote: 'En cours sur un autre ordinateur (%{name})\xa0: vague %{wave}.',
        remoteInterrupted:
          'Interrompu dans la vague %{wave} sur un autre ordinateur (%{name})\xa0: son navigateur ne répond plus. Choisissez de nouveau le fichier pour reprendre ici ou arrêtez le déploiement.',
        elsewhere: 'En cours dans un autre onglet de ce navigateur\xa0: vague %{wave}.',
        ready: 'Prêt à démarrer.',
        running: 'Vague %{wave} en cours.',
        paused: 'En pause dans la vague %{wave}.',
        interrupted:
          'Interrompu dans la vague %{wave} : la page a été fermée ou rechargée, ou la session a pris fin. Reprenez pour continuer.',
        aborted: "Arrêté. L'état final de chaque lecteur est indiqué ci-dessous.",
        done: 'Terminé.',
      },
      others: {
        title: "Déploiements sur d'autres ordinateurs",
        running: 'En cours sur un autre ordinateur (%{name})\xa0: %{file}, vague %{wave} sur %{waves}.',
        interrupted:
          'Interrompu sur un autre ordinateur (%{name})\xa0: %{file}, vague %{wave} sur %{waves}. Son navigateur ne répond plus.',
        show: 'Afficher ici',
      },
      stop: {
        canaryFailed:
          "En pause : un lecteur de la première vague est en échec. Les autres lecteurs n'ont pas été modifiés.",
        tooManyFailed:
          "En pause : trop de lecteurs de la vague %{wave} sont en échec. Les lecteurs des vagues suivantes n'ont pas été modifiés.",
      },
      failedPlayer: '%{name} (%{ip}) — %{reason}',
      notice: {
        heldBy:
          "Refusé\xa0: ces lecteurs font partie d'un déploiement en cours, mené par %{name}. Réessayez quand il sera terminé.",
        recordsUnavailable: "Les données partagées sont inaccessibles\xa0: rien n'a été lancé. Réessayez.",
        recordTooLarge:
          "Ce déploiement est trop grand pour les données partagées\xa0: rien n'a été lancé. Sélectionnez moins de lecteurs.",
        takenOver: 'Ce déploiement a été repris sur un autre ordinateur et y est désormais en cours.',
        localOnly:
          "Cette plateforme ne conserve pas de données partagées\xa0: ce déploiement est conservé dans ce navigateur uniquement, et vos collègues sur d'autres ordinateurs ne le voient pas.",
        checked: 'Lecteurs vérifiés à nouveau\xa0: %{checked}. Désormais mis à jour\xa0: %{updated}.',
        oneAtATime:
          'Un seul déploiement à la fois : une fois le déploiement en cours terminé, fermez-le pour en lancer un autre.',
        otherTab: 'Ce déploiement est en cours dans un autre onglet de ce navigateur.',
        otherFile: "Ce n'est pas le fichier de ce déploiement. Choisissez de nouveau le même fichier.",
        startedByOther: "Lancé par %{name}, pas par vous. Vous pouvez le suivre, le reprendre ou l'arrêter.",
      },
      actions: {
        checkAgain: 'Vérifier à nouveau',
        checking: 'Vérification…',
        pause: 'Pause',
        pausing: 'Mise en pause…',
        resume: 'Reprendre',
        resumeWithoutFailed: 'Continuer sans les lecteurs en échec',
        chooseFileToResume: 'Choisir de nouveau le fichier pour reprendre',
        abort: 'Arrêter le déploiement',
        download: 'Télécharger le résultat',
        close: 'Fermer',
      },
      confirmAbort: {
        title: 'Arrêter le déploiement\u202f?',
        message:
          "Les lecteurs pas encore atteints gardent leur version, et l'envoi d'un fichier en cours est arrêté. Un déploiement arrêté ne peut pas être repris.",
      },
      totals:
        'Mis à jour\xa0: %{updated}. Déjà sur cette version\xa0: %{current}. Échecs\xa0: %{failed}. Ignorés\xa0: %{skipped}. Non démarrés\xa0: %{notStarted}.',
      totalsUnverified: 'Fichier reçu, non vérifié\xa0: %{unverified}.',
      summary: { file: 'Fichier', kind: 'Type', version: 'Version', startedBy: 'Lancé par' },
      waves: 'Vagues',
      canaryWave:
        'Vague %{number} (pilote) : %{smart_count} lecteur ; échecs : %{failed} ; progression : %{percent} % |||| Vague %{number} (pilote) : %{smart_count} lecteurs ; échecs : %{failed} ; progression : %{percent} %',
      wave: 'Vague %{number} : %{smart_count} lecteur ; échecs : %{failed} ; progression : %{percent} % |||| Vague %{number} : %{smart_count} lecteurs ; échecs : %{failed} ; progression : %{percent} %',
      playersTable: 'Lecteurs du déploiement',
      columns: {
        name: 'Nom',
        ip: 'Adresse IP',
        serial: 'Numéro de série',
        wave: 'Vague',
        state: 'État',
        reason: 'Motif',
        before: 'Version précédente',
        after: 'Version actuelle',
        started: 'Début',
        ended: 'Fin',
        time: 'Durée',
      },
      phase: {
        waiting: 'En attente',
        uploading: 'Envoi du fichier',
        uploaded: 'Fichier reçu',
        rebooting: 'Redémarrage',
        updated: 'Mis à jour',
        failed: 'Échec',
        skipped: 'Ignoré',
        current: 'Déjà sur cette version',
        notStarted: 'Non démarré',
        unverified: 'Fichier reçu, non vérifié',
      },
      reason: {
        lateReturn: 'Revenu après le délai accordé',
        didNotReturn: "N'est pas revenu après le redémarrage",
        oldVersion: "Est revenu avec l'ancienne version",
        refusedFile: 'A refusé le fichier',
        wrongSerial: 'Répond avec un autre numéro de série',
        unreachable: 'Hors ligne ou en redémarrage',
        lockedByOther: "Verrouillé par quelqu'un d'autre",
        ownPassword:
          "Verrouillé avec son propre mot de passe, défini dans cette console ; le mot de passe n'a pas été saisi",
        offline: 'Hors ligne',
        offBySchedule: 'Éteint selon la programmation',
        failed: 'Échec',
      },
      sheet: { fileName: 'deploiement-mise-a-jour', name: 'Déploiement', summary: 'Résumé' },
      setup: {
        title: 'Déployer une mise à jour',
        tooMany:
          '%{number}\u202flecteur est sélectionné, mais un déploiement en met à jour %{max} au plus. Sélectionnez moins de lecteurs. |||| %{number}\u202flecteurs sont sélectionnés, mais un déploiement en met à jour %{max} au plus. Sélectionnez moins de lecteurs.',
        intro:
          '%{smart_count} lecteur reçoit le fichier par vagues. Chaque vague ne démarre que lorsque tous les lecteurs de la vague précédente sont revenus sur la nouvelle version. |||| %{smart_count} lecteurs reçoivent le fichier par vagues. Chaque vague ne démarre que lorsque tous les lecteurs de la vague précédente sont revenus sur la nouvelle version.',
        file: 'Choisir le fichier .apk ou .zip',
        canary: 'Lecteurs de la première vague',
        wavePercents: 'Vagues suivantes, en pourcentage des lecteurs',
        returnMinutes: 'Délai de retour après le redémarrage, en minutes',
        maxFailurePercent: "Mettre en pause quand la part d'échecs dans une vague dépasse (%)",
        hints: {
          canary: 'Par défaut : 1. Tout échec dans cette vague met le déploiement en pause.',
          wavePercents: 'Par exemple 10, 50. Les autres lecteurs suivent dans une dernière vague.',
          returnMinutes: 'Par défaut : 5.',
          maxFailurePercent: 'Par défaut : 5.',
        },
        errors: {
          canary: 'Saisissez un nombre entier supérieur ou égal à 1.',
          wavePercents: 'Saisissez des pourcentages entiers de 1 à 100, séparés par des virgules.',
          returnWithinMs: 'Saisissez une durée de 0,5 à 60 minutes.',
          maxFailurePercent: 'Saisissez un pourcentage de 0 à 100.',
        },
        waves: 'Lecteurs par vague : %{waves}',
        checked: 'Lecteurs concernés : %{taking}. Ignorés : %{skipped}.',
        skippedList: 'Lecteurs ignorés',
        scheduledOff:
          'Éteint selon la programmation, ignoré : %{players}. |||| Éteints selon la programmation, ignorés (%{smart_count} lecteurs) : %{players}.',
        check: 'Vérifier les lecteurs',
        start: 'Lancer le déploiement',
      },
    },
  },
};
