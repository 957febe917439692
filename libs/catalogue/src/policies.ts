import type { PageContent } from './pages.ts';
import { CONCIERGE_CONTACT } from './contact.ts';

/** Routes of the four policy pages. */
export type PolicyPath = '/policies/flexible' | '/policies/refund' | '/policies/terms' | '/policies/privacy';

/** The four policy pages by route. */
export const POLICY_PAGES: Readonly<Record<PolicyPath, PageContent>> = {
  '/policies/flexible': {
    title: { en: 'Flexible stays', id: 'Menginap fleksibel' },
    intro: {
      en: 'Plans change. Tell us at least 48 hours before arrival and we will move your stay at no cost, subject to availability.',
      id: 'Rencana bisa berubah. Kabari kami paling lambat 48 jam sebelum kedatangan, dan kami akan memindahkan jadwal menginap Anda tanpa biaya, selama vila tersedia.',
    },
    sections: [
      {
        heading: { en: 'Changing your dates or villa', id: 'Mengubah tanggal atau vila' },
        body: {
          en: 'With 48 hours’ notice or more, you can move your dates or switch villas once without a fee. If the new stay costs more, you pay only the difference.',
          id: 'Dengan pemberitahuan minimal 48 jam, Anda dapat mengubah tanggal atau berpindah vila satu kali tanpa biaya. Jika menginap yang baru lebih mahal, Anda cukup membayar selisihnya.',
        },
      },
      {
        heading: { en: 'Closer to arrival', id: 'Menjelang kedatangan' },
        body: {
          en: 'Inside 48 hours we still try to help. Within 24 hours of arrival, any change is best effort and needs the approval of our general manager.',
          id: 'Kurang dari 48 jam sebelum kedatangan, kami tetap berusaha membantu. Dalam 24 jam sebelum kedatangan, perubahan apa pun diupayakan sebisa mungkin dan memerlukan persetujuan general manager kami.',
        },
      },
      {
        heading: { en: 'Arrival and departure', id: 'Kedatangan dan kepulangan' },
        body: {
          en: 'Your villa is prepared for 15:00 on your arrival day, and check-out is at 12:00. Late check-out depends on the next arrival; Gold members are offered it first.',
          id: 'Vila Anda disiapkan untuk pukul 15:00 pada hari kedatangan, dan check-out pukul 12:00. Check-out lebih lambat bergantung pada tamu berikutnya; anggota Gold mendapat prioritas.',
        },
      },
      {
        heading: { en: 'Minimum stay', id: 'Masa inap minimum' },
        body: {
          en: 'Every villa has a minimum stay of two nights, including after a change of dates.',
          id: 'Setiap vila memiliki masa inap minimum dua malam, termasuk setelah perubahan tanggal.',
        },
      },
    ],
  },
  '/policies/refund': {
    title: { en: 'Cancellations and refunds', id: 'Pembatalan dan pengembalian dana' },
    intro: {
      en: 'How cancellations work for stays booked directly with Prana. Stays booked on Airbnb follow the policy shown on the listing.',
      id: 'Ketentuan pembatalan untuk pemesanan langsung di Prana. Pemesanan melalui Airbnb mengikuti kebijakan yang tertera di halaman listing.',
    },
    sections: [
      {
        heading: { en: '30 days or more before arrival', id: '30 hari atau lebih sebelum kedatangan' },
        body: { en: 'A full refund of everything you have paid.', id: 'Pengembalian penuh atas seluruh pembayaran Anda.' },
      },
      {
        heading: { en: '14 to 29 days before arrival', id: '14 hingga 29 hari sebelum kedatangan' },
        body: {
          en: 'A refund of 50% of the stay, or a free move to other dates within twelve months.',
          id: 'Pengembalian 50% dari biaya menginap, atau pindah tanggal tanpa biaya dalam dua belas bulan.',
        },
      },
      {
        heading: { en: 'Less than 14 days before arrival', id: 'Kurang dari 14 hari sebelum kedatangan' },
        body: {
          en: 'The stay is not refundable, but our flexible-stay policy still lets you move your dates with 48 hours’ notice.',
          id: 'Biaya menginap tidak dapat dikembalikan, tetapi kebijakan menginap fleksibel tetap memungkinkan Anda mengubah tanggal dengan pemberitahuan 48 jam.',
        },
      },
      {
        heading: { en: 'How refunds are paid', id: 'Cara pengembalian dana' },
        body: {
          en: 'To the card or account you paid with, in rupiah, within 10 working days. If we ever have to cancel, you get a full refund or an equal villa, your choice.',
          id: 'Ke kartu atau rekening yang Anda gunakan, dalam rupiah, paling lambat 10 hari kerja. Jika kami yang harus membatalkan, Anda berhak memilih pengembalian penuh atau vila yang setara.',
        },
      },
    ],
  },
  '/policies/terms': {
    title: { en: 'Terms of stay', id: 'Ketentuan menginap' },
    intro: {
      en: 'The simple agreement between you and Prana when you stay with us.',
      id: 'Kesepakatan sederhana antara Anda dan Prana saat Anda menginap bersama kami.',
    },
    sections: [
      {
        heading: { en: 'Your reservation', id: 'Reservasi Anda' },
        body: {
          en: 'A reservation is confirmed once our concierge has written to you with a booking code. The guest who books must be 18 or older and present during the stay.',
          id: 'Reservasi terkonfirmasi setelah concierge kami mengirimkan kode pemesanan kepada Anda. Pemesan harus berusia minimal 18 tahun dan hadir selama masa inap.',
        },
      },
      {
        heading: { en: 'Rates and payment', id: 'Tarif dan pembayaran' },
        body: {
          en: 'Rates are per villa per night in Indonesian rupiah, with tax and service included. Extras such as dining, rituals and transport are added to your bill and settled before departure.',
          id: 'Tarif berlaku per vila per malam dalam rupiah, sudah termasuk pajak dan layanan. Layanan tambahan seperti bersantap, ritual, dan transportasi ditambahkan ke tagihan dan dilunasi sebelum kepulangan.',
        },
      },
      {
        heading: { en: 'Guests', id: 'Jumlah tamu' },
        body: {
          en: 'Each villa sleeps up to the number of guests shown, infants included, and a booking can host up to 16 guests. Visitors are welcome until 22:00.',
          id: 'Setiap vila menampung tamu sesuai jumlah yang tertera, termasuk bayi, dan satu pemesanan dapat menampung hingga 16 tamu. Pengunjung dipersilakan datang hingga pukul 22:00.',
        },
      },
      {
        heading: { en: 'House rules', id: 'Tata tertib' },
        body: {
          en: 'Quiet hours are 22:00 to 07:00. Please respect village ceremonies and temple grounds, and ask us before flying a drone or holding an event.',
          id: 'Jam tenang berlaku pukul 22:00–07:00. Mohon hormati upacara desa dan area pura, dan tanyakan kepada kami sebelum menerbangkan drone atau mengadakan acara.',
        },
      },
      {
        heading: { en: 'Care of the villa', id: 'Menjaga vila' },
        body: {
          en: 'We ask you to treat the villa as a home. Damage beyond normal wear may be charged at cost, and we will always talk it through with you first.',
          id: 'Kami mohon Anda memperlakukan vila seperti rumah sendiri. Kerusakan di luar pemakaian wajar dapat dikenakan biaya sesuai harga perbaikan, dan kami akan selalu membicarakannya dengan Anda lebih dulu.',
        },
      },
    ],
  },
  '/policies/privacy': {
    title: { en: 'Privacy', id: 'Privasi' },
    intro: {
      en: 'We collect only what we need to host you well, and we never sell it.',
      id: 'Kami hanya mengumpulkan data yang diperlukan untuk melayani Anda dengan baik, dan kami tidak pernah menjualnya.',
    },
    sections: [
      {
        heading: { en: 'What we keep', id: 'Data yang kami simpan' },
        body: {
          en: 'Your name, email, phone, booking dates and the requests you make during your stay, such as dining, transport and rituals.',
          id: 'Nama, email, nomor telepon, tanggal pemesanan, dan permintaan Anda selama menginap, seperti bersantap, transportasi, dan ritual.',
        },
      },
      {
        heading: { en: 'Why we keep it', id: 'Untuk apa kami menyimpannya' },
        body: {
          en: 'To confirm and prepare your stay, answer your requests, bill extras and, if you agree, tell you about future offers.',
          id: 'Untuk mengonfirmasi dan menyiapkan masa inap Anda, menanggapi permintaan, menagih layanan tambahan, dan, jika Anda setuju, mengabarkan penawaran berikutnya.',
        },
      },
      {
        heading: { en: 'Cookies and this browser', id: 'Cookie dan peramban ini' },
        body: {
          en: 'We remember your language in this browser, and your sign-in in cookies that last 14 days (your stay) and 30 days (your login details).',
          id: 'Kami menyimpan pilihan bahasa Anda di peramban ini, serta data masuk Anda dalam cookie yang berlaku 14 hari (data menginap) dan 30 hari (detail login).',
        },
      },
      {
        heading: { en: 'Who we share it with', id: 'Dengan siapa kami membagikannya' },
        body: {
          en: 'Only the partners needed for your stay: the booking platform you used, our payment provider and, when you book one, your driver or therapist.',
          id: 'Hanya mitra yang diperlukan untuk masa inap Anda: platform pemesanan yang Anda gunakan, penyedia pembayaran kami, serta sopir atau terapis yang Anda pesan.',
        },
      },
      {
        heading: { en: 'Your choices', id: 'Pilihan Anda' },
        body: {
          en: `Write to ${CONCIERGE_CONTACT.email} to see, correct or delete your data. Booking and billing records are kept only as long as Indonesian tax law requires.`,
          id: `Kirim email ke ${CONCIERGE_CONTACT.email} untuk melihat, memperbaiki, atau menghapus data Anda. Catatan pemesanan dan tagihan hanya disimpan selama diwajibkan oleh peraturan perpajakan Indonesia.`,
        },
      },
    ],
  },
};
