import CLibevdev
