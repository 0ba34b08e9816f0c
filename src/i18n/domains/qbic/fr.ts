// Onglet des appareils QBIC : plages IP, recherche, lecteurs, actions et dialogues des appareils.
export default {
  dm: {
    qbic: {
      ok: 'OK',
      ranges: {
        title: 'Plages IP',
        add: 'Ajouter une plage',
        empty: 'Aucune plage IP pour le moment. Ajoutez-en une pour y rechercher des lecteurs.',
        name: 'Nom',
        firstIp: 'Première adresse',
        lastIp: 'Dernière adresse',
        addresses: 'Adresses',
        count: 'Cette plage contient %{count} adresse. |||| Cette plage contient %{count} adresses.',
        hint: "Jusqu'à %{max} adresse par plage, par exemple de 192.168.1.10 à 192.168.1.60. |||| Jusqu'à %{max} adresses par plage, par exemple de 192.168.1.10 à 192.168.1.60.",
        edit: 'Modifier la plage %{name}',
        delete: 'Supprimer la plage %{name}',
        addTitle: 'Ajouter une plage IP',
        editTitle: 'Modifier la plage IP',
        deleteTitle: 'Supprimer la plage IP',
        deleteContent:
          "Supprimer la plage %{name} ? Les lecteurs qui y ont été trouvés resteront dans la liste jusqu'à la prochaine recherche.",
        errors: {
          name: 'Saisissez un nom de 1 à %{max} caractère. |||| Saisissez un nom de 1 à %{max} caractères.',
          overlapUnknown: 'Cette plage chevauche une autre plage du locataire.',
        },
      },
      scan: {
        start: 'Rechercher',
        cancel: 'Annuler la recherche',
        noRanges: 'Ajoutez une plage IP pour rechercher des lecteurs.',
        progress:
          'Adresses parcourues : %{scanned} sur %{total}. %{found} lecteur trouvé |||| Adresses parcourues : %{scanned} sur %{total}. %{found} lecteurs trouvés',
        done: 'Recherche terminée : %{found} lecteur trouvé (adresses parcourues : %{total}). |||| Recherche terminée : %{found} lecteurs trouvés (adresses parcourues : %{total}).',
        cancelled:
          'Recherche annulée (adresses parcourues : %{scanned} sur %{total}) : %{found} lecteur trouvé. |||| Recherche annulée (adresses parcourues : %{scanned} sur %{total}) : %{found} lecteurs trouvés.',
        silent: 'Ne répond pas : %{players}. |||| Ne répondent pas (%{smart_count} lecteurs) : %{players}.',
        silentPlayer: '%{name} (%{ip})',
        silentMore: '%{smart_count} autre |||| %{smart_count} autres',
        scheduledOff:
          'Éteint selon la programmation : %{players}. |||| Éteints selon la programmation (%{smart_count} lecteurs) : %{players}.',
        invalidRanges: 'Les plages IP ne sont pas valides. Corrigez-les, puis relancez la recherche.',
      },
      status: {
        notAnsweringSince: 'Ne répond plus depuis le %{time}',
        offBySchedule: "Éteint selon la programmation jusqu'à %{time}",
        unchecked: 'Pas encore vérifié',
        lastSeen: 'Vu pour la dernière fois le %{time}',
        live: 'En ligne',
        locked: 'Verrouillé',
        offline: 'Hors ligne',
        restarting: 'Redémarrage…',
      },
      history: {
        title: 'Historique de %{name}',
        empty: "Le journal d'activité ne contient encore rien sur ce lecteur.",
        all: "Ouvrir dans le journal d'activité",
      },
      players: {
        title: 'Lecteurs',
        empty: 'Aucun lecteur pour le moment. Lancez une recherche sur les plages IP pour les trouver.',
        selectAll: 'Sélectionner tous les lecteurs',
        select: 'Sélectionner %{name}',
        protected: 'Protégé',
        notProtected: "Mot de passe d'usine",
        miniDisplay: 'Mini Display',
        columns: {
          status: 'État',
          name: 'Nom',
          model: 'Modèle',
          serial: 'Numéro de série',
          ip: 'Adresse IP',
          password: 'Mot de passe',
          firmware: 'Micrologiciel',
          app: "Version de l'application",
          screenshot: "Capture d'écran",
        },
      },
      screenshot: {
        take: "Prendre une capture d'écran de %{name}",
        open: "Ouvrir la capture d'écran de %{name}",
      },
      bar: {
        label: 'Actions sur les lecteurs sélectionnés',
        selected: '%{count} lecteur sélectionné |||| %{count} lecteurs sélectionnés',
        clear: 'Effacer la sélection',
        unlock: 'Déverrouiller',
        lock: 'Verrouiller',
        reboot: 'Redémarrer',
        progress: {
          unlock: 'Réinitialisation des mots de passe en cours, traités : %{done} sur %{total}',
          lock: 'Verrouillage des lecteurs en cours, traités : %{done} sur %{total}',
          reboot: 'Redémarrage des lecteurs en cours, traités : %{done} sur %{total}',
        },
      },
      report: {
        title: {
          unlock: 'Résultats du déverrouillage',
          lock: 'Résultats du verrouillage',
          reboot: 'Résultats du redémarrage',
        },
        summary: 'Réussis : %{succeeded}. Échecs : %{failed}.',
        result: 'Résultat',
        done: 'Terminé',
      },
      prompt: {
        heading: "Déverrouiller l'appareil QBIC",
        message:
          "L'appareil %{name} (numéro de série %{serial}, adresse %{ip}) n'a accepté aucun des mots de passe connus. Saisissez son mot de passe pour continuer.",
        password: "Mot de passe de l'appareil",
        message_own:
          "L'appareil %{name} (numéro de série %{serial}, adresse %{ip}) a son propre mot de passe, défini dans cette console. Saisissez-le pour continuer.",
        wrong: "Mot de passe incorrect : l'appareil ne l'a pas accepté. Saisissez-le à nouveau.",
      },
      offline: {
        title: 'Hors ligne ou en redémarrage',
        message:
          "L'appareil %{name} (%{ip}) ne répond pas. Vérifiez qu'il est allumé et connecté au réseau, puis relancez la recherche.",
      },
      security: {
        title: 'Verrouillage indisponible',
      },
    },
    devices: {
      ipRange: {
        errors: {
          invalidAddress: 'Saisissez une adresse IPv4 comme 192.168.1.10.',
          firstAfterLast: 'La première adresse ne doit pas venir après la dernière.',
          tooManyAddresses:
            'Une plage peut contenir au plus %{max} adresse. |||| Une plage peut contenir au plus %{max} adresses.',
          overlap: 'Cette plage chevauche la plage %{name}.',
        },
      },
    },
    errors: {
      code: {
        QBIC_SECURITY_DISABLED:
          "La sécurité QBIC est désactivée pour ce locataire : les lecteurs ne peuvent pas être verrouillés avec le mot de passe du locataire. Un administrateur peut l'activer dans les paramètres du kiosque.",
        DEVICE_REQUEST_FAILED: "L'appareil a refusé la demande.",
        90001: "Une adresse IP de la plage n'est pas valide.",
        90002: 'La première adresse de la plage vient après la dernière.',
        90003: "La plage contient trop d'adresses.",
        90004: 'La plage chevauche une autre plage du locataire.',
      },
    },
  },
};
